import type { Translation } from '../../contract/i18n.ts';
import type { verificationMessages } from './verification-messages.ts';

const verification: Translation<typeof verificationMessages> = {
  titles: { approve: 'پراپرٹی منظور کریں', reject: 'پراپرٹی مسترد کریں' },
  working: { approve: 'پراپرٹی منظور کی جا رہی ہے…', reject: 'پراپرٹی مسترد کی جا رہی ہے…' },
  offline: 'لگتا ہے آپ آف لائن ہیں۔ براہِ کرم اپنا کنکشن دیکھیں اور لنک دوبارہ کھولیں۔',
  incomplete: 'منظوری کا یہ لنک مکمل نہیں۔ براہِ کرم اسے ای میل سے دوبارہ کھولیں۔',
  home: 'ہوم پیج پر جائیں',
  approved: (title: string) => `پراپرٹی "${title}" منظور ہو گئی ہے اور اب سائٹ پر ہے۔`,
  rejected: (title: string) => `پراپرٹی "${title}" مسترد کر دی گئی ہے۔`,
};

export default { verification };
