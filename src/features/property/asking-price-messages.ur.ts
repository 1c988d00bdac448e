import type { Translation } from '../../contract/i18n.ts';
import type { askingPriceMessages } from './asking-price-messages.ts';
import type { AskingDirection } from '../../lib/asking-price.ts';

const askingPrice: Translation<typeof askingPriceMessages> = {
  label: 'طلب قیمت کا موازنہ',
  unit: { Marla: 'مرلہ', 'Square Feet': 'مربع فٹ' },
  perUnit: (amount: string, unit: string, rent: boolean) => `${amount} روپے فی ${unit}${rent ? ' ماہانہ' : ''}`,
  difference: (direction: AskingDirection, percent: number, listings: number, location: string) =>
    direction === 'at'
      ? `${location} کی ${listings} لسٹنگز کی درمیانی طلب قیمت کے برابر`
      : `${location} کی ${listings} لسٹنگز کی درمیانی طلب قیمت سے ${percent} % ${direction === 'below' ? 'کم' : 'زیادہ'}`,
  median: (perUnit: string) => `درمیانی قیمت ${perUnit}۔`,
  note: 'بسیرا پر اسی مقصد اور قسم کی لسٹنگز کی طلب قیمتیں، فروخت کی اصل قیمتیں نہیں۔',
};

export default { 'property.askingPrice': askingPrice };
