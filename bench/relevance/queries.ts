/**
 * The judged relevance set: queries written the way people type them (English, Roman Urdu, Urdu
 * script and mixed, with their spellings and shorthand), each with the known listing it must find
 * in the top 10 and what it asks for, which no result in the top 10 may break.
 */
export type Kind =
  | 'sector' | 'phase' | 'block' | 'urdu' | 'roman-urdu' | 'sentence' | 'feature' | 'price'
  | 'purpose-from-amount' | 'spelling' | 'area' | 'rooms' | 'rental' | 'type-words';

/** What the query asks for: every listing in the top 10 must meet it. */
export interface Asked {
  p?: 'sale' | 'rent';
  t?: string | string[];
  c?: string;
  l?: string[];
  max?: number;
  min?: number;
  beds?: number;
  /** Area in square feet, inclusive. */
  sqft?: [number, number];
}

export interface Case { kind: Kind; query: string; target: string; asked: Asked }

const MARLA = 225;
const KANAL = 4500;
const YARD = 9;
const marla = (n: number): [number, number] => [n * MARLA, n * MARLA];
const kanal = (n: number): [number, number] => [n * KANAL, n * KANAL];

const c = (kind: Kind, query: string, target: string, asked: Asked = {}): Case => ({ kind, query, target, asked });

export const CASES: readonly Case[] = [
  // Islamabad sectors and sub-sectors.
  c('sector', 'G-13/1 upper portion', 'g13Upper', { t: 'Upper Portion', c: 'Islamabad', l: ['G-13'] }),
  c('sector', 'g13 upper portion for rent', 'g13Upper', { p: 'rent', t: 'Upper Portion', l: ['G-13'] }),
  c('sector', 'upper portion g 13', 'g13Upper', { t: 'Upper Portion', l: ['G-13'] }),
  c('sector', 'G13/1 portion', 'g13Upper', { l: ['G-13'] }),
  c('sector', 'house for rent g-13 islamabad', 'g13House', { p: 'rent', t: 'House', c: 'Islamabad', l: ['G-13'] }),
  c('sector', 'g13/3 house', 'g13House', { t: 'House', l: ['G-13'] }),
  c('sector', 'F-7 house for sale', 'f7House', { p: 'sale', t: 'House', l: ['F-7'] }),
  c('sector', 'f7 kothi', 'f7House', { t: 'House', l: ['F-7'] }),
  c('sector', 'E-11 flat rent', 'e11Flat', { p: 'rent', t: 'Flat', l: ['E-11'] }),
  c('sector', 'b17 plot', 'b17Plot', { t: 'Residential Plot', l: ['B-17'] }),
  c('sector', 'B-17 10 marla plot', 'b17Plot', { t: 'Residential Plot', l: ['B-17'], sqft: marla(10) }),
  c('sector', 'plot b 17 islamabad', 'b17Plot', { t: 'Residential Plot', c: 'Islamabad', l: ['B-17'] }),

  // Phases, written every way.
  c('phase', 'house for rent dha 6 lahore', 'dha6Rent', { p: 'rent', t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('phase', 'DHA phase VI 10 marla', 'dha6Sale', { l: ['DHA Phase 6'], sqft: marla(10) }),
  c('phase', 'dha ph 6 house', 'dha6Sale', { t: 'House', l: ['DHA Phase 6'] }),
  c('phase', 'DHA Phase-6 Lahore house sale', 'dha6Sale', { p: 'sale', t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('phase', 'dha phase 6 lahore 1 kanal rent', 'dha6Rent', { p: 'rent', c: 'Lahore', l: ['DHA Phase 6'], sqft: kanal(1) }),
  c('phase', 'dha6 lahore house', 'dha6Sale', { t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('phase', 'DHA 6 Karachi bungalow rent', 'dhaKhiRent', { p: 'rent', t: 'House', c: 'Karachi', l: ['DHA Phase 6'] }),
  c('phase', 'dha phase vi karachi house for rent', 'dhaKhiRent', { p: 'rent', t: 'House', c: 'Karachi', l: ['DHA Phase 6'] }),
  c('phase', 'bahria town phase 8 rawalpindi house', 'bahria8Pindi', { t: 'House', c: 'Rawalpindi', l: ['Bahria Town Phase 8'] }),
  c('phase', 'bahria phase 8 house sale', 'bahria8Pindi', { p: 'sale', t: 'House', l: ['Bahria Town Phase 8'] }),
  c('phase', 'Bahria Town Ph-8 7 marla', 'bahria8Pindi', { l: ['Bahria Town Phase 8'], sqft: marla(7) }),
  c('phase', 'bahria town phase VIII house', 'bahria8Pindi', { t: 'House', l: ['Bahria Town Phase 8'] }),

  // Blocks.
  c('block', 'gulshan iqbal 13d', 'gulshanFlat', { l: ['Gulshan-e-Iqbal'] }),
  c('block', 'gulshan-e-iqbal block 13-D flat', 'gulshanFlat', { t: 'Flat', l: ['Gulshan-e-Iqbal'] }),
  c('block', 'flat gulshan e iqbal 13 d', 'gulshanFlat', { t: 'Flat', l: ['Gulshan-e-Iqbal'] }),
  c('block', 'Gulshan Block 13D flat for sale', 'gulshanFlat', { p: 'sale', t: 'Flat' }),
  c('block', 'gulshan iqbal block 13 d apartment karachi', 'gulshanFlat', { t: 'Flat', c: 'Karachi', l: ['Gulshan-e-Iqbal'] }),
  c('block', 'clifton block 5 house', 'cliftonHouse', { t: 'House', l: ['Clifton Block 5'] }),
  c('block', 'clifton blk 5 house sale', 'cliftonHouse', { p: 'sale', t: 'House', l: ['Clifton Block 5'] }),
  c('block', 'Clifton Block-5 240 yards', 'cliftonHouse', { l: ['Clifton Block 5'], sqft: [240 * YARD, 240 * YARD] }),
  c('block', 'clifton 5 house karachi', 'cliftonHouse', { t: 'House', c: 'Karachi' }),
  c('block', '13-D gulshan flat', 'gulshanFlat', { t: 'Flat' }),
  c('block', 'gulshan 13d karachi flat', 'gulshanFlat', { t: 'Flat', c: 'Karachi' }),

  // Urdu script.
  c('urdu', 'صدر کراچی دکان', 'saddarShop', { t: 'Shop', c: 'Karachi', l: ['Saddar'] }),
  c('urdu', 'گلشن اقبال فلیٹ', 'gulshanFlat', { t: 'Flat', l: ['Gulshan-e-Iqbal'] }),
  c('urdu', 'ماڈل ٹاؤن لاہور اپر پورشن', 'modelTownUpper', { t: 'Upper Portion', c: 'Lahore', l: ['Model Town'] }),
  c('urdu', 'ڈی ایچ اے فیز 6 لاہور مکان', 'dha6Sale', { t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('urdu', 'ڈی ایچ اے فیز 6 لاہور کرائے پر گھر', 'dha6Rent', { p: 'rent', t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('urdu', 'مدینہ ٹاؤن فیصل آباد مکان برائے فروخت', 'madinaHouse', { p: 'sale', t: 'House', c: 'Faisalabad', l: ['Madina Town'] }),
  c('urdu', 'جوہر ٹاؤن پلاٹ', 'joharPlot', { t: 'Residential Plot', l: ['Johar Town'] }),
  c('urdu', 'گلبرگ لاہور فلیٹ کرایہ', 'gulbergFlat', { p: 'rent', t: 'Flat', c: 'Lahore', l: ['Gulberg'] }),
  c('urdu', 'حیات آباد پشاور مکان', 'hayatabad', { t: 'House', c: 'Peshawar', l: ['Hayatabad'] }),
  c('urdu', 'واپڈا ٹاؤن ملتان گھر', 'wapdaMultan', { t: 'House', c: 'Multan', l: ['Wapda Town'] }),
  c('urdu', 'بحریہ ٹاؤن لاہور 5 مرلہ مکان', 'bahriaLhr', { t: 'House', c: 'Lahore', l: ['Bahria Town'], sqft: marla(5) }),
  c('urdu', 'کلفٹن بلاک 5 مکان', 'cliftonHouse', { t: 'House', l: ['Clifton Block 5'] }),
  c('urdu', 'قاسم آباد حیدرآباد بنگلہ', 'qasimabad', { t: 'House', c: 'Hyderabad', l: ['Qasimabad'] }),
  c('urdu', 'جی 13 اسلام آباد مکان کرایہ', 'g13House', { p: 'rent', t: 'House', c: 'Islamabad', l: ['G-13'] }),
  c('urdu', 'بھوربن مری فلیٹ', 'bhurbanFlat', { t: 'Flat', c: 'Murree', l: ['Bhurban'] }),
  c('urdu', 'کورنگی گودام کرایہ پر', 'korangiWarehouse', { p: 'rent', t: 'Warehouse', l: ['Korangi'] }),

  // Roman Urdu.
  c('roman-urdu', 'makan barae farokht madina town faisalabad', 'madinaHouse', { p: 'sale', t: 'House', c: 'Faisalabad', l: ['Madina Town'] }),
  c('roman-urdu', 'dukan barae farokht saddar karachi', 'saddarShop', { p: 'sale', t: 'Shop', c: 'Karachi', l: ['Saddar'] }),
  c('roman-urdu', 'ghar kiraye ke liye dha phase 6 lahore', 'dha6Rent', { p: 'rent', t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('roman-urdu', 'kothi kiraye par dha lahore', 'dha6Rent', { p: 'rent', t: 'House', c: 'Lahore' }),
  c('roman-urdu', 'johar town mein plot chahiye', 'joharPlot', { t: 'Residential Plot', l: ['Johar Town'] }),
  c('roman-urdu', 'gulberg mein flat kiraye pe chahiye', 'gulbergFlat', { p: 'rent', t: 'Flat', l: ['Gulberg'] }),
  c('roman-urdu', 'model town wala upper portion kiraya', 'modelTownUpper', { p: 'rent', t: 'Upper Portion', l: ['Model Town'] }),
  c('roman-urdu', 'kamra kiraye par johar town', 'joharRoom', { p: 'rent', t: 'Room', l: ['Johar Town'] }),
  c('roman-urdu', 'multan mein sasta ghar 50 lakh tak', 'wapdaMultan', { t: 'House', c: 'Multan', max: 5_000_000 }),
  c('roman-urdu', 'dukan kiraye pe d ground faisalabad', 'dGroundShop', { p: 'rent', t: 'Shop', c: 'Faisalabad', l: ['D Ground'] }),
  c('roman-urdu', 'hayatabad mein 1 kanal ghar barae farokht', 'hayatabad', { p: 'sale', t: 'House', l: ['Hayatabad'], sqft: kanal(1) }),
  c('roman-urdu', 'quetta jinnah town ghar kiraye ke liye', 'quettaRent', { p: 'rent', t: 'House', c: 'Quetta', l: ['Jinnah Town'] }),
  c('roman-urdu', 'godam kiraye par korangi karachi', 'korangiWarehouse', { p: 'rent', t: 'Warehouse', c: 'Karachi', l: ['Korangi'] }),
  c('roman-urdu', 'abbottabad supply mein ghar kiraya', 'supplyAbbottabad', { p: 'rent', t: 'House', c: 'Abbottabad', l: ['Supply'] }),
  c('roman-urdu', 'daftar kiraye par pechs', 'pechsOffice', { p: 'rent', t: 'Office', l: ['PECHS'] }),
  c('roman-urdu', 'plot barae farokht citi housing gujranwala', 'citiGrwPlot', { p: 'sale', t: 'Residential Plot', c: 'Gujranwala', l: ['Citi Housing'] }),

  // Whole sentences.
  c('sentence', 'I am looking for a 10 marla house in DHA phase 6 Lahore for sale', 'dha6Sale', { p: 'sale', t: 'House', c: 'Lahore', l: ['DHA Phase 6'], sqft: marla(10) }),
  c('sentence', 'need a furnished flat for rent in gulberg lahore under 70 thousand', 'gulbergFlat', { p: 'rent', t: 'Flat', c: 'Lahore', l: ['Gulberg'], max: 70_000 }),
  c('sentence', 'want to buy a 5 marla plot in johar town lahore', 'joharPlot', { p: 'sale', t: 'Residential Plot', c: 'Lahore', l: ['Johar Town'], sqft: marla(5) }),
  c('sentence', 'looking for a 2 bed apartment in E-11 Islamabad on rent', 'e11Flat', { p: 'rent', t: 'Flat', c: 'Islamabad', l: ['E-11'], beds: 2 }),
  c('sentence', 'shop for sale in saddar karachi under 1 crore', 'saddarShop', { p: 'sale', t: 'Shop', c: 'Karachi', l: ['Saddar'], max: 10_000_000 }),
  c('sentence', 'family house for rent in g13 islamabad around 1 lakh', 'g13House', { p: 'rent', t: 'House', c: 'Islamabad', l: ['G-13'] }),
  c('sentence', 'please show me 3 bedroom flats in gulshan-e-iqbal karachi for sale', 'gulshanFlat', { p: 'sale', t: 'Flat', c: 'Karachi', l: ['Gulshan-e-Iqbal'], beds: 3 }),
  c('sentence', 'office space for rent in PECHS karachi', 'pechsOffice', { p: 'rent', t: 'Office', c: 'Karachi', l: ['PECHS'] }),
  c('sentence', 'i want a farm house on raiwind road lahore', 'farmLhr', { t: 'Farm House', c: 'Lahore', l: ['Raiwind Road'] }),
  c('sentence', 'penthouse in emaar crescent bay karachi for sale', 'emaarPenthouse', { p: 'sale', t: 'Penthouse', c: 'Karachi', l: ['Emaar Crescent Bay'] }),
  c('sentence', 'looking for a warehouse on rent in korangi', 'korangiWarehouse', { p: 'rent', t: 'Warehouse', l: ['Korangi'] }),
  c('sentence', 'we need a lower portion in allama iqbal town lahore for rent', 'iqbalTownLower', { p: 'rent', t: 'Lower Portion', c: 'Lahore', l: ['Allama Iqbal Town'] }),
  c('sentence', 'apartment for sale in bhurban murree with valley view', 'bhurbanFlat', { p: 'sale', t: 'Flat', c: 'Murree', l: ['Bhurban'] }),
  c('sentence', 'house available for rent in supply abbottabad', 'supplyAbbottabad', { p: 'rent', t: 'House', c: 'Abbottabad', l: ['Supply'] }),

  // Features ticked in the form.
  c('feature', 'corner house dha phase 6 lahore', 'dha6Sale', { t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('feature', 'park facing house lahore', 'dha6Sale', { t: 'House', c: 'Lahore' }),
  c('feature', 'park facing corner 10 marla dha 6', 'dha6Sale', { l: ['DHA Phase 6'], sqft: marla(10) }),
  c('feature', 'furnished flat gulberg lahore', 'gulbergFlat', { t: 'Flat', c: 'Lahore', l: ['Gulberg'] }),
  c('feature', 'furnished apartment e-11 for rent', 'e11Flat', { p: 'rent', t: 'Flat', l: ['E-11'] }),
  c('feature', 'flat with elevator gulberg', 'gulbergFlat', { t: 'Flat', l: ['Gulberg'] }),
  c('feature', 'farm house with swimming pool lahore', 'farmLhr', { t: 'Farm House', c: 'Lahore' }),
  c('feature', 'farmhouse with pool raiwind road', 'farmLhr', { t: 'Farm House', l: ['Raiwind Road'] }),
  c('feature', 'furnished flat islamabad cctv', 'e11Flat', { t: 'Flat', c: 'Islamabad' }),
  c('feature', 'corner plot dha multan', 'dhaMultanPlot', { t: 'Residential Plot', l: ['DHA Multan'] }),
  c('feature', 'farm house lawn lahore sale', 'farmLhr', { p: 'sale', t: 'Farm House', c: 'Lahore' }),
  c('feature', 'corner park facing house for sale lahore', 'dha6Sale', { p: 'sale', t: 'House', c: 'Lahore' }),

  // Prices.
  c('price', 'house lahore 4 to 5 crore dha', 'dha6Sale', { t: 'House', c: 'Lahore', min: 40_000_000, max: 50_000_000 }),
  c('price', 'flat gulberg under 70k rent', 'gulbergFlat', { p: 'rent', t: 'Flat', l: ['Gulberg'], max: 70_000 }),
  c('price', 'plot johar town 80 lakh', 'joharPlot', { p: 'sale', t: 'Residential Plot', l: ['Johar Town'], max: 8_000_000 }),
  c('price', 'upper portion model town 50 hazar tak', 'modelTownUpper', { p: 'rent', t: 'Upper Portion', l: ['Model Town'], max: 50_000 }),
  c('price', 'room johar town under 20000', 'joharRoom', { t: 'Room', l: ['Johar Town'], max: 20_000 }),
  c('price', 'penthouse karachi 12 crore', 'emaarPenthouse', { p: 'sale', t: 'Penthouse', c: 'Karachi', max: 120_000_000 }),
  c('price', 'f7 house 25 crore', 'f7House', { p: 'sale', t: 'House', l: ['F-7'], max: 250_000_000 }),
  c('price', 'shop saddar karachi 90 lac', 'saddarShop', { p: 'sale', t: 'Shop', l: ['Saddar'], max: 9_000_000 }),
  c('price', 'house for sale hayatabad 4 crore se zyada', 'hayatabad', { p: 'sale', t: 'House', l: ['Hayatabad'], min: 40_000_000 }),
  c('price', 'b17 plot between 50 and 70 lakh', 'b17Plot', { p: 'sale', t: 'Residential Plot', l: ['B-17'], min: 5_000_000, max: 7_000_000 }),
  c('price', 'office pechs rent 1.2 lakh monthly', 'pechsOffice', { p: 'rent', t: 'Office', l: ['PECHS'], max: 120_000 }),
  c('price', 'house quetta rent under 60k', 'quettaRent', { p: 'rent', t: 'House', c: 'Quetta', max: 60_000 }),

  // A sale-sized amount with no purpose word means For Sale; a monthly amount means For Rent.
  c('purpose-from-amount', '5 marla house lahore 1.5 crore', 'bahriaLhr', { p: 'sale', t: 'House', c: 'Lahore', sqft: marla(5), max: 15_000_000 }),
  c('purpose-from-amount', 'dha lahore house 5 crore', 'dha6Sale', { p: 'sale', t: 'House', c: 'Lahore', max: 50_000_000 }),
  c('purpose-from-amount', 'house under 50 lakh multan', 'wapdaMultan', { p: 'sale', t: 'House', c: 'Multan', max: 5_000_000 }),
  c('purpose-from-amount', 'bahria town lahore house 1.35 crore', 'bahriaLhr', { p: 'sale', t: 'House', c: 'Lahore', l: ['Bahria Town'], max: 13_500_000 }),
  c('purpose-from-amount', 'madina town faisalabad house 1.1 crore', 'madinaHouse', { p: 'sale', t: 'House', c: 'Faisalabad', max: 11_000_000 }),
  c('purpose-from-amount', 'qasimabad house 70 lakh', 'qasimabad', { p: 'sale', t: 'House', l: ['Qasimabad'], max: 7_000_000 }),
  c('purpose-from-amount', 'gulberg flat 60k', 'gulbergFlat', { p: 'rent', t: 'Flat', l: ['Gulberg'], max: 60_000 }),
  c('purpose-from-amount', 'house dha 6 karachi 3 lakh per month', 'dhaKhiRent', { p: 'rent', t: 'House', c: 'Karachi', max: 300_000 }),
  c('purpose-from-amount', 'upper portion model town 45000', 'modelTownUpper', { p: 'rent', t: 'Upper Portion', l: ['Model Town'], max: 45_000 }),
  c('purpose-from-amount', 'warehouse korangi 3 lakh monthly', 'korangiWarehouse', { p: 'rent', t: 'Warehouse', l: ['Korangi'], max: 300_000 }),
  c('purpose-from-amount', 'plot dha multan 2 crore', 'dhaMultanPlot', { p: 'sale', t: 'Residential Plot', l: ['DHA Multan'], max: 20_000_000 }),
  c('purpose-from-amount', 'citi housing gujranwala plot 35 lakh', 'citiGrwPlot', { p: 'sale', t: 'Residential Plot', c: 'Gujranwala', max: 3_500_000 }),

  // Misspellings.
  c('spelling', 'bahriya town lahore house', 'bahriaLhr', { t: 'House', c: 'Lahore', l: ['Bahria Town'] }),
  c('spelling', 'hous for sale lahor bahria', 'bahriaLhr', { p: 'sale', c: 'Lahore' }),
  c('spelling', 'flat in gulbrg lahore', 'gulbergFlat', { t: 'Flat', c: 'Lahore', l: ['Gulberg'] }),
  c('spelling', 'hayatabd peshawar house', 'hayatabad', { t: 'House', c: 'Peshawar', l: ['Hayatabad'] }),
  c('spelling', 'karchi saddar shop', 'saddarShop', { t: 'Shop', c: 'Karachi', l: ['Saddar'] }),
  c('spelling', 'faislabad madina town house', 'madinaHouse', { t: 'House', c: 'Faisalabad', l: ['Madina Town'] }),
  c('spelling', 'rawalpindi behria phase 8', 'bahria8Pindi', { c: 'Rawalpindi', l: ['Bahria Town Phase 8'] }),
  c('spelling', 'multan wapda toun house', 'wapdaMultan', { t: 'House', c: 'Multan' }),
  c('spelling', 'apartmnt e-11 islamabad', 'e11Flat', { t: 'Flat', c: 'Islamabad', l: ['E-11'] }),
  c('spelling', 'qasimabaad hyderabad house', 'qasimabad', { t: 'House', c: 'Hyderabad' }),
  c('spelling', 'defence phase 6 lahore kothi', 'dha6Sale', { t: 'House', c: 'Lahore', l: ['DHA Phase 6'] }),
  c('spelling', 'jinah town quetta house rent', 'quettaRent', { p: 'rent', t: 'House', c: 'Quetta' }),

  // Sizes.
  c('area', '10 marla house dha lahore', 'dha6Sale', { t: 'House', c: 'Lahore', sqft: marla(10) }),
  c('area', '1 kanal house dha phase 6 lahore', 'dha6Rent', { t: 'House', c: 'Lahore', l: ['DHA Phase 6'], sqft: kanal(1) }),
  c('area', '5 marla plot johar town', 'joharPlot', { t: 'Residential Plot', l: ['Johar Town'], sqft: marla(5) }),
  c('area', '500 sq yd bungalow dha karachi', 'dhaKhiRent', { t: 'House', c: 'Karachi', sqft: [500 * YARD, 500 * YARD] }),
  c('area', '240 gaz house clifton', 'cliftonHouse', { t: 'House', sqft: [240 * YARD, 240 * YARD] }),
  c('area', '1200 sq ft flat gulshan', 'gulshanFlat', { t: 'Flat', sqft: [1200, 1200] }),
  c('area', '4 kanal farm house lahore', 'farmLhr', { t: 'Farm House', c: 'Lahore', sqft: kanal(4) }),
  c('area', '7 marla house bahria rawalpindi', 'bahria8Pindi', { t: 'House', c: 'Rawalpindi', sqft: marla(7) }),
  c('area', '200 sq yards house qasimabad', 'qasimabad', { t: 'House', sqft: [200 * YARD, 200 * YARD] }),
  c('area', 'half kanal house', 'dha6Sale', { t: 'House', sqft: [10 * MARLA, 10 * MARLA] }),
  c('area', '8 marla upper portion islamabad', 'g13Upper', { t: 'Upper Portion', c: 'Islamabad', sqft: marla(8) }),

  // Rooms.
  c('rooms', '3 bed flat gulshan iqbal', 'gulshanFlat', { t: 'Flat', beds: 3, l: ['Gulshan-e-Iqbal'] }),
  c('rooms', '2 bedroom apartment e-11', 'e11Flat', { t: 'Flat', beds: 2, l: ['E-11'] }),
  c('rooms', '5 bed house dha 6 lahore', 'dha6Sale', { t: 'House', beds: 5, c: 'Lahore', l: ['DHA Phase 6'] }),
  c('rooms', '4 bedroom house g13', 'g13House', { t: 'House', beds: 4, l: ['G-13'] }),
  c('rooms', '2 kamre upper portion g13', 'g13Upper', { t: 'Upper Portion', beds: 2, l: ['G-13'] }),
  c('rooms', '6 bed house f7', 'f7House', { t: 'House', beds: 6, l: ['F-7'] }),
  c('rooms', '4 bed penthouse karachi', 'emaarPenthouse', { t: 'Penthouse', beds: 4, c: 'Karachi' }),
  c('rooms', '3 bedroom upper portion model town lahore', 'modelTownUpper', { t: 'Upper Portion', beds: 3, c: 'Lahore', l: ['Model Town'] }),
  c('rooms', '2 bed lower portion iqbal town', 'iqbalTownLower', { t: 'Lower Portion', beds: 2 }),
  c('rooms', '4 bed 3 bath house hyderabad', 'qasimabad', { t: 'House', beds: 4, c: 'Hyderabad' }),

  // Rental words.
  c('rental', 'hostel lahore', 'joharRoom', { t: 'Room', c: 'Lahore' }),
  c('rental', 'hostel johar town', 'joharRoom', { t: 'Room', l: ['Johar Town'] }),
  c('rental', 'room for rent johar town lahore', 'joharRoom', { p: 'rent', t: 'Room', c: 'Lahore', l: ['Johar Town'] }),
  c('rental', 'portion for rent model town lahore', 'modelTownUpper', { p: 'rent', t: ['Upper Portion', 'Lower Portion'], c: 'Lahore', l: ['Model Town'] }),
  c('rental', 'portion on rent allama iqbal town', 'iqbalTownLower', { p: 'rent', t: ['Upper Portion', 'Lower Portion'], l: ['Allama Iqbal Town'] }),
  c('rental', 'portion g13', 'g13Upper', { t: ['Upper Portion', 'Lower Portion'], l: ['G-13'] }),
  c('rental', 'to let house quetta', 'quettaRent', { p: 'rent', t: 'House', c: 'Quetta' }),
  c('rental', 'house on rent abbottabad', 'supplyAbbottabad', { p: 'rent', t: 'House', c: 'Abbottabad' }),
  c('rental', 'shop rent faisalabad', 'dGroundShop', { p: 'rent', t: 'Shop', c: 'Faisalabad' }),
  c('rental', 'rental office karachi', 'pechsOffice', { p: 'rent', t: 'Office', c: 'Karachi' }),
  c('rental', 'ground portion rent lahore', 'iqbalTownLower', { p: 'rent', t: 'Lower Portion', c: 'Lahore' }),
  c('rental', 'student room lahore', 'joharRoom', { t: 'Room', c: 'Lahore' }),

  // Type words in their many names.
  c('type-words', 'kothi for sale f-7', 'f7House', { p: 'sale', t: 'House', l: ['F-7'] }),
  c('type-words', 'bungalow clifton', 'cliftonHouse', { t: 'House' }),
  c('type-words', 'godown korangi', 'korangiWarehouse', { t: 'Warehouse', l: ['Korangi'] }),
  c('type-words', 'dukaan d ground', 'dGroundShop', { t: 'Shop', l: ['D Ground'] }),
  c('type-words', 'apartment murree', 'bhurbanFlat', { t: 'Flat', c: 'Murree' }),
  c('type-words', 'farmhouse raiwind road', 'farmLhr', { t: 'Farm House', l: ['Raiwind Road'] }),
  c('type-words', 'zameen dha multan', 'dhaMultanPlot', { l: ['DHA Multan'] }),
  c('type-words', 'daftar pechs karachi', 'pechsOffice', { t: 'Office', c: 'Karachi', l: ['PECHS'] }),
  c('type-words', 'makaan wapda town multan', 'wapdaMultan', { t: 'House', c: 'Multan', l: ['Wapda Town'] }),
  c('type-words', 'ghar hayatabad', 'hayatabad', { t: 'House', l: ['Hayatabad'] }),
  c('type-words', 'residential plot citi housing gujranwala', 'citiGrwPlot', { t: 'Residential Plot', c: 'Gujranwala', l: ['Citi Housing'] }),
  c('type-words', 'pent house emaar karachi', 'emaarPenthouse', { c: 'Karachi', l: ['Emaar Crescent Bay'] }),
];
