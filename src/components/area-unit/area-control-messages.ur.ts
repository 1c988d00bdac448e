import type { Translation } from '../../contract/i18n.ts';
import type { areaControlMessages } from './area-control-messages.ts';

const areaControl: Translation<typeof areaControlMessages> = {
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
};

export default { areaControl };
