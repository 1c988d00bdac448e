import type { Translation } from '../../contract/i18n.ts';
import type { cardContactMessages } from './card-contact-messages.ts';

const cardContact: Translation<typeof cardContactMessages> = {
  call: 'کال',
  ref: (ref: string) => `حوالہ نمبر ${ref}`,
  whatsapp: 'واٹس ایپ',
  showing: 'نمبر آ رہا ہے…',
  callNumber: (phone: string) => `${phone} پر کال کریں`,
  whatsappNumber: (phone: string) => `${phone} پر واٹس ایپ کریں`,
  offline: 'آپ آف لائن ہیں: آن لائن ہوتے ہی نمبر دکھایا جا سکتا ہے۔',
  failed: 'نمبر نہیں دکھایا جا سکا۔ دوبارہ کوشش کریں۔',
};

export default { cardContact };
