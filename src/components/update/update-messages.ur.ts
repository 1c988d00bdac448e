import type { Translation } from '../../contract/i18n.ts';
import type { UpdateMessages } from './update-messages.ts';

const update: Translation<typeof UpdateMessages> = {
  title: 'بسیرا کا یہ ورژن پرانا ہو گیا ہے',
  text: 'سرور آگے بڑھ چکا ہے اور یہ ایپ اب کچھ صفحات نہیں پڑھ سکتی۔ جاری رکھنے کے لیے اپڈیٹ کریں؛ ڈرافٹ اور بھیجے جانے کے منتظر پیغامات محفوظ رہیں گے۔',
  updateNow: 'ابھی اپڈیٹ کریں',
  updating: 'اپڈیٹ ہو رہا ہے…',
};

export default { update };
