import type { Translation } from '../../contract/i18n.ts';
import type { responseFigureMessages } from './response-figure-messages.ts';

const responseFigure: Translation<typeof responseFigureMessages> = {
  within: {
    hour: 'عموماً ایک گھنٹے میں جواب دیتے ہیں',
    hours: (n: number) => `عموماً ${n} گھنٹے میں جواب دیتے ہیں`,
    day: 'عموماً ایک دن میں جواب دیتے ہیں',
    days: (n: number) => `عموماً ${n} دن میں جواب دیتے ہیں`,
  },
  rarely: 'حال ہی میں یہاں کی پوچھ گچھ کا جواب نہیں دیا',
  replied: (replied: number, received: number, days: number) => `پچھلے ${days} دن میں ${received} میں سے ${replied} کا جواب دیا`,
};

export default { responseFigure };
