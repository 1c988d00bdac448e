import type { Translation } from '../../contract/i18n.ts';
import type { contactMessages } from './contact-messages.ts';

const contact: Translation<typeof contactMessages> = {
  title: 'رابطہ کریں',
  heading: 'ہمیں آپ سے بات کر کے خوشی ہو گی',
  lead: 'کسی لسٹنگ، اپنے اکاؤنٹ یا ہمارے ساتھ کام کے بارے میں سوال ہے؟ فون کریں، ای میل لکھیں یا نیچے پیغام بھیجیں۔',
  office: 'ہمارا دفتر',
  phone: 'فون',
  web: 'ویب',
  email: 'ای میل',
  formTitle: 'ہمیں پیغام بھیجیں',
  formLead: 'تمام خانے ضروری ہیں۔ ہم آپ کے دیے ہوئے ای میل ایڈریس پر جواب دیں گے۔',
  fullName: 'پورا نام',
  emailAddress: 'ای میل ایڈریس',
  phoneNumber: 'فون نمبر',
  subject: 'موضوع',
  message: 'پیغام',
  submit: 'پیغام بھیجیں',
  address: 'کراچی، سندھ، پاکستان',
  mapTitle: (address: string) => `${address} میں ہمارے دفتر کا نقشہ`,
  openMap: 'نقشہ کھولیں',
};

export default { contact };
