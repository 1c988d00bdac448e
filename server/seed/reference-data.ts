/**
 * Reference data with stable ids. Listings, saved searches and cached client data refer to these ids,
 * so an id is never reused for something else: add new rows with new ids.
 */
import { SQFT_PER_UNIT } from '../../src/lib/area.ts';

export interface PurposeRow { id: number; name: string }
export interface PropertyTypeRow { id: number; name: string; subType: 'HOMES' | ''; category: 'Homes' | 'Plots' | 'Commercial'; sort: number }
export interface RoomCountRow { id: number; text: string; value: number }
export interface AreaUnitRow { id: number; name: keyof typeof SQFT_PER_UNIT; squareFeet: number; sort: number }
export interface FeatureRow { id: number; name: string; sort: number }
export interface CityRow { id: number; name: string; sort: number; tileImage: string; tileSpan: 1 | 2 }
/**
 * `tier` is not stored: it only steers demo prices, 0 for the most expensive neighbourhoods
 * (F-7, Gulberg, Bath Island) down to 5 for the most affordable ones.
 */
export interface LocationRow {
  id: number;
  cityId: number;
  name: string;
  tier: 0 | 1 | 2 | 3 | 4 | 5;
  /**
   * The society a phase belongs to, or the phase (or society) a block belongs to: society → phase →
   * block, always in the same city. Names stay whole ("DHA Phase 6", "Gulshan-e-Iqbal Block 13-D"),
   * since that is how people type them and how listings show them.
   */
  parentId: number | null;
}
/** `look` is not stored: it tells the avatar illustration whom to draw. */
export interface TestimonialRow {
  id: number;
  testimonial: string;
  author: string;
  experience: string;
  image: string;
  sort: number;
  look: { woman: boolean; beard?: boolean; hijab?: boolean; glasses?: boolean };
}

export const PURPOSES: readonly PurposeRow[] = [
  { id: 1, name: 'For Sale' },
  { id: 2, name: 'For Rent' },
];

export const PROPERTY_TYPES: readonly PropertyTypeRow[] = [
  { id: 1, name: 'House', subType: 'HOMES', category: 'Homes', sort: 1 },
  { id: 2, name: 'Flat', subType: 'HOMES', category: 'Homes', sort: 2 },
  { id: 3, name: 'Upper Portion', subType: 'HOMES', category: 'Homes', sort: 3 },
  { id: 4, name: 'Lower Portion', subType: 'HOMES', category: 'Homes', sort: 4 },
  { id: 5, name: 'Farm House', subType: 'HOMES', category: 'Homes', sort: 5 },
  { id: 6, name: 'Room', subType: 'HOMES', category: 'Homes', sort: 6 },
  { id: 13, name: 'Penthouse', subType: 'HOMES', category: 'Homes', sort: 7 },
  { id: 7, name: 'Residential Plot', subType: '', category: 'Plots', sort: 8 },
  { id: 8, name: 'Commercial Plot', subType: '', category: 'Plots', sort: 9 },
  { id: 9, name: 'Agricultural Land', subType: '', category: 'Plots', sort: 10 },
  { id: 10, name: 'Industrial Land', subType: '', category: 'Plots', sort: 11 },
  { id: 11, name: 'Plot File', subType: '', category: 'Plots', sort: 12 },
  { id: 12, name: 'Plot Form', subType: '', category: 'Plots', sort: 13 },
  { id: 19, name: 'Other', subType: '', category: 'Plots', sort: 14 },
  { id: 14, name: 'Office', subType: '', category: 'Commercial', sort: 15 },
  { id: 15, name: 'Shop', subType: '', category: 'Commercial', sort: 16 },
  { id: 16, name: 'Warehouse', subType: '', category: 'Commercial', sort: 17 },
  { id: 17, name: 'Factory', subType: '', category: 'Commercial', sort: 18 },
  { id: 18, name: 'Building', subType: '', category: 'Commercial', sort: 19 },
];

export const BEDROOMS: readonly RoomCountRow[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ id: i + 1, text: String(i + 1), value: i + 1 })),
  { id: 11, text: '10+', value: 11 },
];

export const BATHROOMS: readonly RoomCountRow[] = [
  ...Array.from({ length: 6 }, (_, i) => ({ id: i + 1, text: String(i + 1), value: i + 1 })),
  { id: 7, text: '6+', value: 7 },
];

export const AREA_UNITS: readonly AreaUnitRow[] = [
  { id: 1, name: 'Marla', squareFeet: SQFT_PER_UNIT.Marla, sort: 1 },
  { id: 2, name: 'Kanal', squareFeet: SQFT_PER_UNIT.Kanal, sort: 2 },
  { id: 3, name: 'Square Feet', squareFeet: SQFT_PER_UNIT['Square Feet'], sort: 3 },
  { id: 4, name: 'Square Yards', squareFeet: SQFT_PER_UNIT['Square Yards'], sort: 4 },
  { id: 5, name: 'Square Meters', squareFeet: SQFT_PER_UNIT['Square Meters'], sort: 5 },
];

const FEATURE_NAMES = [
  'Parking', 'Servant Quarters', 'Gas', 'Electricity Backup', 'Water Supply', 'Security Staff',
  'Central Air Conditioning', 'Swimming Pool', 'Gym', 'Lawn', 'Drawing Room', 'Dining Room', 'Study Room',
  'Store Room', 'Laundry Room', 'Corner', 'Park Facing', 'Furnished', 'CCTV', 'Elevator', 'Internet',
  'Solar Panels', 'Boundary Wall', 'Sewerage', 'Double Glazed Windows', 'Basement', 'Mosque Nearby',
  'Kids Play Area',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export const FEATURES: readonly FeatureRow[] = FEATURE_NAMES.map((name, i) => ({ id: i + 1, name, sort: i + 1 }));

export function featureId(name: FeatureName): number {
  return FEATURE_NAMES.indexOf(name) + 1;
}

/**
 * The first six carry the home page's popular-city tiles: spans 2,1,1 / 1,1,2 fill two rows of a
 * four-column grid and still read well in two columns on a phone.
 */
export const CITIES: readonly CityRow[] = [
  { id: 1, name: 'Lahore', sort: 1, tileImage: 'cities/lahore.jpg', tileSpan: 2 },
  { id: 2, name: 'Karachi', sort: 2, tileImage: 'cities/karachi.jpg', tileSpan: 1 },
  { id: 3, name: 'Islamabad', sort: 3, tileImage: 'cities/islamabad.jpg', tileSpan: 1 },
  { id: 4, name: 'Rawalpindi', sort: 4, tileImage: 'cities/rawalpindi.jpg', tileSpan: 1 },
  { id: 5, name: 'Faisalabad', sort: 5, tileImage: 'cities/faisalabad.jpg', tileSpan: 1 },
  { id: 6, name: 'Multan', sort: 6, tileImage: 'cities/multan.jpg', tileSpan: 2 },
  { id: 7, name: 'Peshawar', sort: 7, tileImage: 'cities/peshawar.jpg', tileSpan: 1 },
  { id: 8, name: 'Quetta', sort: 8, tileImage: 'cities/quetta.jpg', tileSpan: 1 },
  { id: 9, name: 'Sialkot', sort: 9, tileImage: 'cities/sialkot.jpg', tileSpan: 1 },
  { id: 10, name: 'Gujranwala', sort: 10, tileImage: 'cities/gujranwala.jpg', tileSpan: 1 },
  { id: 11, name: 'Hyderabad', sort: 11, tileImage: 'cities/hyderabad.jpg', tileSpan: 1 },
  { id: 12, name: 'Bahawalpur', sort: 12, tileImage: 'cities/bahawalpur.jpg', tileSpan: 1 },
  { id: 13, name: 'Abbottabad', sort: 13, tileImage: 'cities/abbottabad.jpg', tileSpan: 1 },
  { id: 14, name: 'Murree', sort: 14, tileImage: 'cities/murree.jpg', tileSpan: 1 },
  { id: 15, name: 'Gwadar', sort: 15, tileImage: 'cities/gwadar.jpg', tileSpan: 1 },
  { id: 16, name: 'Sargodha', sort: 16, tileImage: 'cities/sargodha.jpg', tileSpan: 1 },
  { id: 17, name: 'Sahiwal', sort: 17, tileImage: 'cities/sahiwal.jpg', tileSpan: 1 },
  { id: 18, name: 'Sukkur', sort: 18, tileImage: 'cities/sukkur.jpg', tileSpan: 1 },
  { id: 19, name: 'Larkana', sort: 19, tileImage: 'cities/larkana.jpg', tileSpan: 1 },
  { id: 20, name: 'Mardan', sort: 20, tileImage: 'cities/mardan.jpg', tileSpan: 1 },
  { id: 21, name: 'Rahim Yar Khan', sort: 21, tileImage: 'cities/rahim-yar-khan.jpg', tileSpan: 1 },
  { id: 22, name: 'Sheikhupura', sort: 22, tileImage: 'cities/sheikhupura.jpg', tileSpan: 1 },
  { id: 23, name: 'Gujrat', sort: 23, tileImage: 'cities/gujrat.jpg', tileSpan: 1 },
  { id: 24, name: 'Jhelum', sort: 24, tileImage: 'cities/jhelum.jpg', tileSpan: 1 },
  { id: 25, name: 'Dera Ghazi Khan', sort: 25, tileImage: 'cities/dera-ghazi-khan.jpg', tileSpan: 1 },
  { id: 26, name: 'Okara', sort: 26, tileImage: 'cities/okara.jpg', tileSpan: 1 },
  { id: 27, name: 'Kasur', sort: 27, tileImage: 'cities/kasur.jpg', tileSpan: 1 },
  { id: 28, name: 'Nawabshah', sort: 28, tileImage: 'cities/nawabshah.jpg', tileSpan: 1 },
  { id: 29, name: 'Mirpur', sort: 29, tileImage: 'cities/mirpur.jpg', tileSpan: 1 },
  { id: 30, name: 'Chiniot', sort: 30, tileImage: 'cities/chiniot.jpg', tileSpan: 1 },
  { id: 31, name: 'Wah Cantt', sort: 31, tileImage: 'cities/wah-cantt.jpg', tileSpan: 1 },
  { id: 32, name: 'Taxila', sort: 32, tileImage: 'cities/taxila.jpg', tileSpan: 1 },
];

type Tier = LocationRow['tier'];

/**
 * Location ids are cityId * 100 + n, so a city's list can grow without renumbering anyone else: new
 * rows go at the end of their city. A third element names the row's parent in the same city.
 */
type Row = readonly [string, Tier] | readonly [string, Tier, string];
const LOCATIONS_BY_CITY: ReadonlyArray<readonly [number, ReadonlyArray<Row>]> = [
  [1, [ // Lahore
    ['DHA Phase 1', 1, 'DHA Lahore'], ['DHA Phase 2', 1, 'DHA Lahore'], ['DHA Phase 3', 1, 'DHA Lahore'],
    ['DHA Phase 4', 1, 'DHA Lahore'], ['DHA Phase 5', 1, 'DHA Lahore'], ['DHA Phase 6', 1, 'DHA Lahore'],
    ['DHA Phase 7', 2, 'DHA Lahore'], ['DHA Phase 8', 1, 'DHA Lahore'], ['Gulberg', 0], ['Model Town', 1],
    ['Johar Town', 3], ['Bahria Town', 3], ['Wapda Town', 3], ['Garden Town', 2], ['Faisal Town', 3],
    ['Cantt', 1], ['Valencia Town', 2], ['Lake City', 2], ['EME Society', 2], ['Allama Iqbal Town', 3],
    ['Township', 4], ['Samanabad', 4], ['Shadman', 2], ['Askari 10', 2], ['Askari 11', 2],
    ['Sabzazar', 4], ['Gulshan-e-Ravi', 4], ['Green Town', 5], ['Raiwind Road', 5], ['Bahria Orchard', 4],
    ['Canal Garden', 4], ['Park View City', 4], ['Etihad Town', 4], ['Al-Kabir Town', 5],
    ['State Life Housing Society', 3], ['Paragon City', 3], ['Cavalry Ground', 1], ['Sui Gas Housing Society', 4],
    ['DHA Lahore', 1], ['DHA Phase 9 Prism', 2, 'DHA Lahore'], ['DHA Phase 9 Town', 2, 'DHA Lahore'],
    ['DHA Phase 10', 3, 'DHA Lahore'], ['DHA Phase 11', 3, 'DHA Lahore'], ['DHA Phase 12', 3, 'DHA Lahore'],
    ['DHA Phase 13', 3, 'DHA Lahore'],
    ['Bahria Town Sector A', 3, 'Bahria Town'], ['Bahria Town Sector B', 3, 'Bahria Town'],
    ['Bahria Town Sector C', 3, 'Bahria Town'], ['Bahria Town Sector D', 3, 'Bahria Town'],
    ['Bahria Town Sector E', 3, 'Bahria Town'], ['Bahria Town Sector F', 4, 'Bahria Town'],
    ['Jasmine Block', 3, 'Bahria Town Sector C'], ['Janiper Block', 3, 'Bahria Town Sector C'],
    ['Tulip Block', 3, 'Bahria Town Sector C'],
    ['Johar Town Block A', 3, 'Johar Town'], ['Johar Town Block B', 3, 'Johar Town'], ['Johar Town Block D', 3, 'Johar Town'],
    ['Johar Town Block E', 3, 'Johar Town'], ['Johar Town Block G', 3, 'Johar Town'], ['Johar Town Block H', 3, 'Johar Town'],
    ['Johar Town Block J', 3, 'Johar Town'], ['Johar Town Block R', 3, 'Johar Town'],
    ['Bahria Orchard Phase 1', 4, 'Bahria Orchard'], ['Bahria Orchard Phase 2', 4, 'Bahria Orchard'],
  ]],
  [2, [ // Karachi
    ['DHA Phase 2', 1, 'DHA Karachi'], ['DHA Phase 4', 1, 'DHA Karachi'], ['DHA Phase 5', 1, 'DHA Karachi'],
    ['DHA Phase 6', 1, 'DHA Karachi'], ['DHA Phase 7', 1, 'DHA Karachi'], ['DHA Phase 8', 1, 'DHA Karachi'],
    ['Clifton Block 2', 1, 'Clifton'], ['Clifton Block 5', 1, 'Clifton'], ['Clifton Block 8', 1, 'Clifton'], ['Bath Island', 0],
    ['Gulshan-e-Iqbal', 3], ['Gulistan-e-Jauhar', 4], ['North Nazimabad', 3], ['Nazimabad', 4], ['PECHS', 2],
    ['Bahadurabad', 2], ['Tariq Road', 3], ['KDA Scheme 1', 1], ['Bahria Town Karachi', 4], ['Scheme 33', 4],
    ['Malir Cantonment', 3], ['Federal B Area', 3], ['Saddar', 4], ['Naval Housing Scheme Karsaz', 2],
    ['Askari 4', 3], ['North Karachi', 4], ['Surjani Town', 5], ['Korangi', 5], ['Gulshan-e-Maymar', 5],
    ['Defence View', 3], ['Shah Faisal Colony', 5], ['Emaar Crescent Bay', 0], ['DHA City Karachi', 4],
    ['Jamshed Road', 4],
    ['DHA Karachi', 1], ['DHA Phase 1', 2, 'DHA Karachi'], ['DHA Phase 3', 2, 'DHA Karachi'], ['Clifton', 1],
    ['Gulshan-e-Iqbal Block 1', 3, 'Gulshan-e-Iqbal'], ['Gulshan-e-Iqbal Block 2', 3, 'Gulshan-e-Iqbal'],
    ['Gulshan-e-Iqbal Block 4', 3, 'Gulshan-e-Iqbal'], ['Gulshan-e-Iqbal Block 5', 3, 'Gulshan-e-Iqbal'],
    ['Gulshan-e-Iqbal Block 6', 3, 'Gulshan-e-Iqbal'], ['Gulshan-e-Iqbal Block 7', 3, 'Gulshan-e-Iqbal'],
    ['Gulshan-e-Iqbal Block 10', 3, 'Gulshan-e-Iqbal'], ['Gulshan-e-Iqbal Block 11', 3, 'Gulshan-e-Iqbal'],
    ['Gulshan-e-Iqbal Block 13-A', 3, 'Gulshan-e-Iqbal'], ['Gulshan-e-Iqbal Block 13-B', 3, 'Gulshan-e-Iqbal'],
    ['Gulshan-e-Iqbal Block 13-D', 3, 'Gulshan-e-Iqbal'],
    ['Bahria Town Karachi Precinct 1', 4, 'Bahria Town Karachi'], ['Bahria Town Karachi Precinct 2', 4, 'Bahria Town Karachi'],
    ['Bahria Town Karachi Precinct 10', 4, 'Bahria Town Karachi'], ['Bahria Town Karachi Precinct 19', 4, 'Bahria Town Karachi'],
    ['Bahria Town Karachi Precinct 27', 4, 'Bahria Town Karachi'],
  ]],
  [3, [ // Islamabad
    ['F-6', 0], ['F-7', 0], ['F-8', 0], ['F-10', 1], ['F-11', 1], ['E-7', 0], ['E-11', 2], ['G-6', 2],
    ['G-9', 3], ['G-10', 2], ['G-11', 2], ['G-13', 3], ['G-14', 3], ['G-15', 4], ['I-8', 2], ['I-10', 3],
    ['D-12', 2], ['B-17', 4], ['DHA Phase 2', 2, 'DHA Islamabad-Rawalpindi'], ['Bahria Enclave', 3], ['Bahria Town', 3],
    ['Gulberg Residencia', 3], ['PWD Housing Scheme', 4], ['Soan Garden', 4], ['Naval Anchorage', 3],
    ['Blue Area', 1], ['Chak Shahzad', 2], ['Park Road', 3], ['Bani Gala', 2], ['Top City-1', 4],
    ['Faisal Town', 4], ['CBR Town', 4],
    ['DHA Islamabad-Rawalpindi', 2], ['DHA Phase 3', 3, 'DHA Islamabad-Rawalpindi'],
    ['DHA Phase 4', 3, 'DHA Islamabad-Rawalpindi'], ['DHA Phase 5', 3, 'DHA Islamabad-Rawalpindi'],
  ]],
  [4, [ // Rawalpindi
    ['Bahria Town Phase 7', 2, 'Bahria Town'], ['Bahria Town Phase 8', 3, 'Bahria Town'], ['Satellite Town', 3], ['Saddar', 3],
    ['Chaklala Scheme 3', 2], ['Westridge', 3], ['Peshawar Road', 4], ['Gulraiz Housing Scheme', 4],
    ['Adiala Road', 5], ['Askari 14', 2], ['Cantt', 2], ['Lalazar', 3], ['Gulistan Colony', 4],
    ['DHA Phase 1', 1, 'DHA Islamabad-Rawalpindi'], ['Airport Housing Society', 4],
    ['Bahria Town', 2], ['Bahria Town Phase 1', 2, 'Bahria Town'], ['Bahria Town Phase 2', 2, 'Bahria Town'],
    ['Bahria Town Phase 3', 2, 'Bahria Town'], ['Bahria Town Phase 4', 2, 'Bahria Town'],
    ['Bahria Town Phase 5', 2, 'Bahria Town'], ['Bahria Town Phase 6', 2, 'Bahria Town'],
    ['DHA Islamabad-Rawalpindi', 1],
  ]],
  [5, [ // Faisalabad
    ['Madina Town', 2], ['Peoples Colony', 2], ['Canal Road', 2], ['Jinnah Colony', 3], ['Susan Road', 2],
    ['Eden Valley', 2], ['Satiana Road', 4], ['Gulberg', 2], ['Samanabad', 4], ['D Ground', 3],
    ['Wapda City', 3], ['Citi Housing', 3], ['Jaranwala Road', 5],
  ]],
  [6, [ // Multan
    ['DHA Multan', 2], ['Bosan Road', 2], ['Gulgasht Colony', 2], ['Shah Rukn-e-Alam Colony', 3], ['Cantt', 2],
    ['Wapda Town', 3], ['Model Town', 3], ['Buch Villas', 2], ['Royal Orchard', 3], ['New Multan', 4],
    ['Citi Housing', 3], ['Northern Bypass', 5],
  ]],
  [7, [ // Peshawar
    ['Hayatabad', 1], ['University Town', 1], ['Gulbahar', 4], ['Cantt', 1], ['Warsak Road', 4],
    ['DHA Peshawar', 2], ['Regi Model Town', 3], ['Dalazak Road', 4], ['Ring Road', 4], ['Saddar', 3],
    ['Tehkal', 4], ['Gulberg', 3],
  ]],
  [8, [ // Quetta
    ['Jinnah Town', 2], ['Samungli Road', 3], ['Satellite Town', 3], ['Cantt', 2], ['Shahbaz Town', 3],
    ['Chaman Housing Scheme', 3], ['Airport Road', 4], ['Zarghoon Road', 2], ['Brewery Road', 4],
    ['DHA Quetta', 3],
  ]],
  [9, [ // Sialkot
    ['Cantt', 2], ['Defence Road', 3], ['Model Town', 3], ['Paris Road', 2], ['Citi Housing', 3],
    ['Kashmir Road', 3], ['Ugoki', 5], ['Sambrial Road', 5],
  ]],
  [10, [ // Gujranwala
    ['DC Colony', 2], ['Satellite Town', 3], ['Citi Housing', 3], ['Model Town', 3], ['Peoples Colony', 3],
    ['Wapda Town', 3], ['Master City', 4], ['Rahwali Cantt', 3], ['GT Road', 4],
    ['DHA Gujranwala', 3],
  ]],
  [11, [ // Hyderabad
    ['Latifabad', 4], ['Qasimabad', 3], ['Citizen Colony', 3], ['Auto Bhan Road', 2], ['Cantt', 2],
    ['Gulistan-e-Sajjad', 3], ['Wadhu Wah Road', 4], ['Saddar', 3], ['Bahria Town Hyderabad', 4],
  ]],
  [12, [ // Bahawalpur
    ['Model Town A', 2], ['Model Town B', 2], ['Satellite Town', 3], ['Cantt', 2], ['Baghdad-ul-Jadeed', 3],
    ['DHA Bahawalpur', 3], ['Shahdrah', 4], ['Yazman Road', 5],
  ]],
  [13, [ // Abbottabad
    ['Jinnahabad', 2], ['Supply', 3], ['Mandian', 3], ['Kakul Road', 2], ['Cantt', 2], ['Nawanshehr', 4],
    ['Habibullah Colony', 3], ['Karakoram Highway', 4],
  ]],
  [14, [ // Murree
    ['Mall Road', 2], ['Bhurban', 1], ['Jhika Gali', 3], ['Kashmir Point', 2], ['Lower Topa', 3],
    ['Patriata', 4], ['Ghora Gali', 4],
  ]],
  [15, [ // Gwadar
    ['Sangar Housing Scheme', 3], ['New Town', 3], ['Old Town', 4], ['Marine Drive', 2],
    ['Central Business District', 2], ['Airport Road', 4],
  ]],
  [16, [ // Sargodha
    ['Satellite Town', 3], ['Cantt', 2], ['University Road', 3], ['Faisalabad Road', 4], ['Lahore Road', 4],
    ['Model Town', 3],
  ]],
  [17, [ // Sahiwal
    ['Farid Town', 3], ['Model Town', 3], ['Civil Lines', 2], ['GT Road', 4], ['High Street', 3], ['Pakpattan Road', 5],
  ]],
  [18, [ // Sukkur
    ['Military Road', 3], ['Barrage Colony', 3], ['Airport Road', 4], ['Shikarpur Road', 4], ['Old Sukkur', 4],
    ['Bunder Road', 4],
  ]],
  [19, [ // Larkana
    ['Sachal Colony', 3], ['VIP Road', 3], ['Bakrani Road', 4], ['Sheikh Zayed Colony', 4], ['Station Road', 4],
    ['Airport Road', 4],
  ]],
  [20, [ // Mardan
    ['Sheikh Maltoon Town', 2], ['Cantt', 2], ['Bank Road', 3], ['Par Hoti', 4], ['Nowshera Road', 4], ['Swabi Road', 4],
  ]],
  [21, [ // Rahim Yar Khan
    ['Model Town', 3], ['Satellite Town', 3], ['Shahi Road', 3], ['Abu Dhabi Road', 2], ['Sadiqabad Road', 4],
  ]],
  [22, [ // Sheikhupura
    ['Civil Lines', 3], ['Lahore Road', 3], ['Sargodha Road', 4], ['Faisalabad Road', 4], ['Jandiala Road', 4],
    ['Model Town', 3],
  ]],
  [23, [ // Gujrat
    ['Bhimber Road', 3], ['GT Road', 3], ['Jalalpur Jattan Road', 4], ['Rehman Shaheed Road', 2], ['Marghzar Colony', 3],
    ['Model Town', 3],
  ]],
  [24, [ // Jhelum
    ['Cantt', 2], ['Civil Lines', 3], ['GT Road', 4], ['Kala Gujran', 4], ['Machine Mohallah', 3], ['Jada', 4],
  ]],
  [25, [ // Dera Ghazi Khan
    ['Model Town', 3], ['Gadai', 4], ['Jampur Road', 4], ['Multan Road', 4], ['Railway Road', 4],
    ['Khayaban-e-Sarwar', 3],
  ]],
  [26, [ // Okara
    ['Depalpur Road', 4], ['Faisalabad Road', 4], ['GT Road', 4], ['Satellite Town', 3], ['Model Town', 3],
  ]],
  [27, [ // Kasur
    ['Ferozepur Road', 4], ['Lahore Road', 4], ['Depalpur Road', 4], ['Kot Murad Khan', 4], ['Civil Lines', 3],
  ]],
  [28, [ // Nawabshah
    ['Bahria Town Nawabshah', 3], ['Sakrand Road', 4], ['Airport Road', 4], ['Qazi Ahmed Road', 4], ['Station Road', 4],
  ]],
  [29, [ // Mirpur
    ['Sector F-1', 2], ['Sector F-2', 2], ['Sector C-4', 3], ['Sector D', 3], ['Allama Iqbal Road', 2], ['Kotli Road', 4],
  ]],
  [30, [ // Chiniot
    ['Faisalabad Road', 4], ['Sargodha Road', 4], ['Jhang Road', 4], ['Lahore Road', 4], ['Civil Lines', 3],
  ]],
  [31, [ // Wah Cantt
    ['Lalarukh', 2], ['New City', 3], ['GT Road', 4], ['Aslam Market', 3], ['Taxila Road', 4],
  ]],
  [32, [ // Taxila
    ['Cantt', 2], ['GT Road', 4], ['Khanpur Road', 4], ['Museum Road', 3], ['Haripur Road', 4],
  ]],
];

export const LOCATIONS: readonly LocationRow[] = LOCATIONS_BY_CITY.flatMap(([cityId, list]) => {
  const idOf = new Map(list.map(([name], i) => [name, cityId * 100 + i + 1]));
  return list.map(([name, tier, parent], i) => {
    const parentId = parent === undefined ? null : idOf.get(parent);
    if (parentId === undefined) throw new Error(`${name}: no parent ${String(parent)} in city ${cityId}`);
    return { id: cityId * 100 + i + 1, cityId, name, tier, parentId };
  });
});

export const TESTIMONIALS: readonly TestimonialRow[] = [
  {
    id: 1,
    testimonial: 'We had been looking for a 10 Marla home near the children\'s school for almost a year. On Basera we compared DHA phases in one evening, and the owner answered our first enquiry the same day. We moved in before Eid.',
    author: 'Ayesha Khan',
    experience: 'Bought a house in DHA Lahore',
    image: 'testimonials/1.jpg',
    sort: 1,
    look: { woman: true },
  },
  {
    id: 2,
    testimonial: 'I needed a flat close to my office in Clifton on short notice. The filters for rent and bedrooms saved me hours, and the photos matched the flat exactly when I went to see it.',
    author: 'Usman Tariq',
    experience: 'Rented a flat in Clifton, Karachi',
    image: 'testimonials/2.jpg',
    sort: 2,
    look: { woman: false, beard: true },
  },
  {
    id: 3,
    testimonial: 'Selling my father\'s plot from abroad felt impossible. I listed it on Basera, serious buyers called directly, and my brother only had to meet the final one. Simple and honest.',
    author: 'Fatima Malik',
    experience: 'Sold a plot in Bahria Town Islamabad',
    image: 'testimonials/3.jpg',
    sort: 3,
    look: { woman: true, hijab: true },
  },
  {
    id: 4,
    testimonial: 'I add listings straight from site visits, often with a weak signal. They wait on my phone and go up the moment I am back online, so I never type the same details twice.',
    author: 'Hamza Siddiqui',
    experience: 'Property adviser in Rawalpindi',
    image: 'testimonials/4.jpg',
    sort: 4,
    look: { woman: false, glasses: true },
  },
  {
    id: 5,
    testimonial: 'We wanted a lower portion for my parents in a quiet street of Hayatabad. Prices were clear in Lakh and Crore, no guesswork, and the landlord was just as described.',
    author: 'Bilal Afridi',
    experience: 'Rented a portion in Hayatabad, Peshawar',
    image: 'testimonials/5.jpg',
    sort: 5,
    look: { woman: false, beard: true },
  },
];
