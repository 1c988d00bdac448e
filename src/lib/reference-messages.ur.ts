import type { Translation } from '../contract/i18n.ts';
import type { referenceMessages } from './reference-messages.ts';
import type { ReferenceGroup } from './reference-labels.ts';

/**
 * The reference data's fixed values in Urdu, by group and English value (English pages show the
 * values themselves). tests/unit/catalogs.test.ts checks that every seeded value is here.
 */
const values: Record<ReferenceGroup, Readonly<Record<string, string>>> = {
  purposes: {
    'For Sale': 'برائے فروخت',
    'For Rent': 'برائے کرایہ',
    'Any Status': 'سب',
  },
  types: {
    House: 'مکان',
    Flat: 'فلیٹ',
    'Upper Portion': 'اپر پورشن',
    'Lower Portion': 'لوئر پورشن',
    'Farm House': 'فارم ہاؤس',
    Room: 'کمرہ',
    Penthouse: 'پینٹ ہاؤس',
    'Residential Plot': 'رہائشی پلاٹ',
    'Commercial Plot': 'کمرشل پلاٹ',
    'Agricultural Land': 'زرعی زمین',
    'Industrial Land': 'صنعتی زمین',
    'Plot File': 'پلاٹ فائل',
    'Plot Form': 'پلاٹ فارم',
    Other: 'دیگر',
    Office: 'دفتر',
    Shop: 'دکان',
    Warehouse: 'گودام',
    Factory: 'فیکٹری',
    Building: 'عمارت',
  },
  categories: {
    Homes: 'گھر',
    Plots: 'پلاٹ',
    Commercial: 'کمرشل',
    Other: 'دیگر',
  },
  units: {
    Marla: 'مرلہ',
    Kanal: 'کنال',
    'Square Feet': 'مربع فٹ',
    'Square Yards': 'مربع گز',
    'Square Meters': 'مربع میٹر',
    'Sq. Ft.': 'مربع فٹ',
    'Sq. Yd.': 'مربع گز',
    'Sq. M.': 'مربع میٹر',
  },
  features: {
    Parking: 'پارکنگ',
    'Servant Quarters': 'سرونٹ کوارٹر',
    Gas: 'گیس',
    'Electricity Backup': 'بجلی کا بیک اپ',
    'Water Supply': 'پانی کی فراہمی',
    'Security Staff': 'سیکیورٹی گارڈ',
    'Central Air Conditioning': 'سینٹرل اے سی',
    'Swimming Pool': 'سوئمنگ پول',
    Gym: 'جم',
    Lawn: 'لان',
    'Drawing Room': 'ڈرائنگ روم',
    'Dining Room': 'ڈائننگ روم',
    'Study Room': 'اسٹڈی روم',
    'Store Room': 'اسٹور روم',
    'Laundry Room': 'لانڈری روم',
    Corner: 'کارنر',
    'Park Facing': 'پارک فیسنگ',
    Furnished: 'فرنشڈ',
    CCTV: 'سی سی ٹی وی کیمرے',
    Elevator: 'لفٹ',
    Internet: 'انٹرنیٹ',
    'Solar Panels': 'سولر پینل',
    'Boundary Wall': 'چار دیواری',
    Sewerage: 'سیوریج',
    'Double Glazed Windows': 'ڈبل گلیزڈ کھڑکیاں',
    Basement: 'تہ خانہ',
    'Mosque Nearby': 'قریب مسجد',
    'Kids Play Area': 'بچوں کے کھیلنے کی جگہ',
  },
  cities: {
    Lahore: 'لاہور',
    Karachi: 'کراچی',
    Islamabad: 'اسلام آباد',
    Rawalpindi: 'راولپنڈی',
    Faisalabad: 'فیصل آباد',
    Multan: 'ملتان',
    Peshawar: 'پشاور',
    Quetta: 'کوئٹہ',
    Sialkot: 'سیالکوٹ',
    Gujranwala: 'گوجرانوالہ',
    Hyderabad: 'حیدرآباد',
    Bahawalpur: 'بہاولپور',
    Abbottabad: 'ایبٹ آباد',
    Murree: 'مری',
  },
};

const reference: Translation<typeof referenceMessages> = {
  beds: (value: string) => `${value} بیڈ`,
  baths: (value: string) => `${value} باتھ`,
};

// The second key is reference-labels.ts's REFERENCE_VALUES.
export default { reference, 'values.reference': values };
