import type { Translation } from '../../contract/i18n.ts';
import type { galleryMessages } from './gallery-messages.ts';

const gallery: Translation<typeof galleryMessages> = {
  notSaved: 'یہ تصویر اس ڈیوائس پر محفوظ نہیں ہے',
  whenOnline: 'آپ کے دوبارہ آن لائن ہونے پر یہ دکھائی دے گی۔',
  notLoaded: 'یہ تصویر لوڈ نہیں ہو سکی',
  tryLater: 'براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
};

export default { gallery };
