import type { Translation } from '../../contract/i18n.ts';
import type { mapMessages } from './map-messages.ts';

const map: Translation<typeof mapMessages> = {
  roleDescription: 'نقشہ',
  keys: 'نقشہ ہلانے کے لیے تیر والی کلیدیں، اور زوم کے لیے جمع اور تفریق کی کلیدیں استعمال کریں۔',
  zoomIn: 'قریب کریں',
  zoomOut: 'دور کریں',
  twoFingers: 'نقشہ ہلانے کے لیے دو انگلیاں استعمال کریں',
  loading: 'نقشہ لوڈ ہو رہا ہے…',
  offlineTiles: 'آپ آف لائن ہیں: نقشے کے صرف وہی حصے دکھائے جا سکتے ہیں جو آپ پہلے دیکھ چکے ہیں۔',
  exactPin: 'درست مقام',
  approximateCircle: 'تقریبی مقام',
  areaCentre: 'علاقے کے مرکز پر دکھایا گیا ہے',
  attribution: 'نقشے کا ڈیٹا',
};

export default { map };
