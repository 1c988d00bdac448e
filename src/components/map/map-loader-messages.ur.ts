import type { Translation } from '../../contract/i18n.ts';
import type { mapLoaderMessages } from './map-loader-messages.ts';

const mapLoader: Translation<typeof mapLoaderMessages> = {
  loading: 'نقشہ لوڈ ہو رہا ہے…',
  notLoaded: 'نقشہ لوڈ نہیں ہو سکا۔',
  notLoadedOffline: 'پہلی بار نقشے کے لیے انٹرنیٹ کنکشن ضروری ہے۔ آپ کے دوبارہ آن لائن ہونے پر یہ دکھائی دے گا۔',
  tryAgain: 'دوبارہ کوشش کریں',
};

export default { mapLoader };
