import type { Translation } from '../contract/i18n.ts';
import type { areaTextMessages } from './area-messages.ts';

const areaText: Translation<typeof areaTextMessages> = {
  units: {
    marla: 'مرلہ',
    kanal: 'کنال',
    sqft: 'مربع فٹ',
    sqyd: 'مربع گز',
    sqm: 'مربع میٹر',
  },
  withOwner: (converted: string, owner: string) => `${converted} (${owner})`,
  control: {
    unitLabel: 'رقبہ اس اکائی میں دکھائیں',
    marlaLabel: 'ایک مرلہ',
    unitNames: {
      marla: 'مرلہ',
      kanal: 'کنال',
      sqft: 'مربع فٹ',
      sqyd: 'مربع گز',
      sqm: 'مربع میٹر',
    },
    marlaSizes: {
      225: '225 مربع فٹ (سوسائٹیاں)',
      272.25: '272.25 مربع فٹ (محکمہ مال کا ریکارڈ)',
    },
    hint: 'پراپرٹی پر مالک کا اپنا بتایا ہوا رقبہ بھی ساتھ دکھایا جاتا ہے۔',
  },
};

export default { areaText };
