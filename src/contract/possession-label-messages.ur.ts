import type { Translation } from './i18n.ts';
import type { possessionLabels as English } from './possession-label-messages.ts';

const possessionLabels: Translation<typeof English> = {
  label: 'قبضے کی حیثیت',
  status: {
    possession: 'قبضہ',
    'non-possession': 'بغیر قبضہ',
    'allocation-letter': 'الاٹمنٹ لیٹر',
    file: 'فائل',
  },
  left: (n: number) => `${n} اقساط باقی`,
};

export default { possessionLabels };
