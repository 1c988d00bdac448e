import type { Translation } from '../../contract/i18n.ts';
import type { marketingMessages } from './marketing-messages.ts';

const marketing: Translation<typeof marketingMessages> = {
  tabTitle: 'مارکیٹنگ رابطے',
  taken: 'یہ فون نمبر پہلے سے رجسٹرڈ ہے۔',
  checking: 'دیکھا جا رہا ہے کہ یہ نمبر پہلے سے رجسٹرڈ تو نہیں…',
  free: 'یہ نمبر ابھی فہرست میں نہیں ہے۔',
  hint: 'موبائل نمبر، جیسے 03001234567۔ کاپی کیا ہوا نمبر لگانے کے لیے خانے کو چھوئیں؛ ‎+92 کی جگہ 0 لگ جاتا ہے۔',
  eyebrow: 'مارکیٹنگ',
  title: 'مارکیٹنگ رابطے',
  lead: 'ہماری مارکیٹنگ فہرست میں فون نمبر شامل کریں۔ نمبر ساتھ ساتھ جانچے جاتے ہیں، اس لیے کوئی دو بار شامل نہیں ہوتا۔',
  phone: 'فون نمبر',
  add: 'فون نمبر شامل کریں',
  owner: (fullName: string) => `آپ کے شامل کیے گئے نمبر آپ کے نام، ${fullName}، سے محفوظ ہوتے ہیں۔`,
};

export default { marketing };
