/**
 * The known listings the relevance set is judged over, planted among the demo catalogue. Their titles
 * and descriptions read like owners write them, and on purpose they often leave out what a searcher
 * types (the features ticked in the form, the phase, the purpose): the search must find them by
 * what they are, not by a lucky word.
 */
export interface PlantedListing {
  title: string;
  description: string;
  purpose: 'sale' | 'rent';
  type: string;
  city: string;
  location: string;
  price: number;
  area: number;
  unit: 'Marla' | 'Kanal' | 'Square Feet' | 'Square Yards';
  beds?: number;
  baths?: number;
  features?: string[];
}

export const PLANTED: Readonly<Record<string, PlantedListing>> = {
  dha6Sale: {
    title: 'Beautiful brand new house', description: 'Double storey, near the main boulevard. Owner built, solid construction.',
    purpose: 'sale', type: 'House', city: 'Lahore', location: 'DHA Phase 6', price: 45_000_000, area: 10, unit: 'Marla', beds: 5, baths: 5,
    features: ['Corner', 'Park Facing'],
  },
  dha6Rent: {
    title: 'Upper and lower both available', description: 'Family only. Quiet street, two minutes from the mosque.',
    purpose: 'rent', type: 'House', city: 'Lahore', location: 'DHA Phase 6', price: 250_000, area: 1, unit: 'Kanal', beds: 5, baths: 6,
  },
  bahriaLhr: {
    title: 'Ideal family home', description: 'Five minutes from the grand mosque, gas available.',
    purpose: 'sale', type: 'House', city: 'Lahore', location: 'Bahria Town', price: 13_500_000, area: 5, unit: 'Marla', beds: 3, baths: 3,
  },
  joharPlot: {
    title: 'Plot on 40 ft road', description: 'Possession plot, all dues clear.',
    purpose: 'sale', type: 'Residential Plot', city: 'Lahore', location: 'Johar Town', price: 8_000_000, area: 5, unit: 'Marla',
  },
  joharRoom: {
    title: 'Neat space for a student', description: 'Near the university, meals can be arranged.',
    purpose: 'rent', type: 'Room', city: 'Lahore', location: 'Johar Town', price: 15_000, area: 200, unit: 'Square Feet', beds: 1, baths: 1,
  },
  gulbergFlat: {
    title: 'Apartment with a view', description: 'Lift, standby generator, one covered parking.',
    purpose: 'rent', type: 'Flat', city: 'Lahore', location: 'Gulberg', price: 60_000, area: 1100, unit: 'Square Feet', beds: 2, baths: 2,
    features: ['Furnished', 'Elevator'],
  },
  modelTownUpper: {
    title: 'First floor for a small family', description: 'Separate entrance and meters.',
    purpose: 'rent', type: 'Upper Portion', city: 'Lahore', location: 'Model Town', price: 45_000, area: 10, unit: 'Marla', beds: 3, baths: 2,
  },
  iqbalTownLower: {
    title: 'Ground floor with lawn', description: 'Separate gate, gas and water.',
    purpose: 'rent', type: 'Lower Portion', city: 'Lahore', location: 'Allama Iqbal Town', price: 35_000, area: 7, unit: 'Marla', beds: 2, baths: 2,
  },
  farmLhr: {
    title: 'Weekend retreat', description: 'Fruit trees, staff quarters, paved drive.',
    purpose: 'sale', type: 'Farm House', city: 'Lahore', location: 'Raiwind Road', price: 60_000_000, area: 4, unit: 'Kanal', beds: 4, baths: 4,
    features: ['Swimming Pool', 'Lawn'],
  },
  saddarShop: {
    title: 'Shop in the main market', description: 'Busy street, good for garments.',
    purpose: 'sale', type: 'Shop', city: 'Karachi', location: 'Saddar', price: 9_000_000, area: 200, unit: 'Square Feet',
  },
  gulshanFlat: {
    title: 'Three bed flat, Block 13-D', description: 'Near Safari Park, second floor, lift.',
    purpose: 'sale', type: 'Flat', city: 'Karachi', location: 'Gulshan-e-Iqbal', price: 12_000_000, area: 1200, unit: 'Square Feet', beds: 3, baths: 3,
  },
  dhaKhiRent: {
    title: 'Bungalow near Khayaban-e-Shahbaz', description: 'Servant quarter, car porch for three.',
    purpose: 'rent', type: 'House', city: 'Karachi', location: 'DHA Phase 6', price: 300_000, area: 500, unit: 'Square Yards', beds: 5, baths: 6,
  },
  cliftonHouse: {
    title: 'West open house', description: 'Renovated, walking distance to the sea.',
    purpose: 'sale', type: 'House', city: 'Karachi', location: 'Clifton Block 5', price: 90_000_000, area: 240, unit: 'Square Yards', beds: 4, baths: 4,
  },
  pechsOffice: {
    title: 'Office floor for a software house', description: 'Open plan, backup, parking.',
    purpose: 'rent', type: 'Office', city: 'Karachi', location: 'PECHS', price: 120_000, area: 1500, unit: 'Square Feet',
  },
  korangiWarehouse: {
    title: 'Covered storage with loading bay', description: 'Wide road, 3 phase electricity.',
    purpose: 'rent', type: 'Warehouse', city: 'Karachi', location: 'Korangi', price: 300_000, area: 10_000, unit: 'Square Feet',
  },
  g13Upper: {
    title: 'Upper portion in G-13/1', description: 'Two bed, separate entrance, near the markaz.',
    purpose: 'rent', type: 'Upper Portion', city: 'Islamabad', location: 'G-13', price: 40_000, area: 8, unit: 'Marla', beds: 2, baths: 2,
  },
  g13House: {
    title: 'Family house in G-13/3', description: 'Near the park, gas and water.',
    purpose: 'rent', type: 'House', city: 'Islamabad', location: 'G-13', price: 95_000, area: 10, unit: 'Marla', beds: 4, baths: 4,
  },
  f7House: {
    title: 'Elegant residence', description: 'Quiet street, mature trees.',
    purpose: 'sale', type: 'House', city: 'Islamabad', location: 'F-7', price: 250_000_000, area: 1, unit: 'Kanal', beds: 6, baths: 6,
  },
  b17Plot: {
    title: 'Plot in Multi Gardens', description: 'Block C, developed, ready for construction.',
    purpose: 'sale', type: 'Residential Plot', city: 'Islamabad', location: 'B-17', price: 6_000_000, area: 10, unit: 'Marla',
  },
  e11Flat: {
    title: 'Modern apartment', description: 'Near the markaz, backup and security.',
    purpose: 'rent', type: 'Flat', city: 'Islamabad', location: 'E-11', price: 70_000, area: 900, unit: 'Square Feet', beds: 2, baths: 2,
    features: ['Furnished', 'CCTV'],
  },
  bahria8Pindi: {
    title: 'Double unit house', description: 'Near the main boulevard and the park.',
    purpose: 'sale', type: 'House', city: 'Rawalpindi', location: 'Bahria Town Phase 8', price: 16_000_000, area: 7, unit: 'Marla', beds: 4, baths: 4,
  },
  madinaHouse: {
    title: 'Owner built home', description: 'Near the market, marble floors.',
    purpose: 'sale', type: 'House', city: 'Faisalabad', location: 'Madina Town', price: 11_000_000, area: 5, unit: 'Marla', beds: 3, baths: 3,
  },
  dGroundShop: {
    title: 'Shop facing the main road', description: 'Ground floor, shutter front.',
    purpose: 'rent', type: 'Shop', city: 'Faisalabad', location: 'D Ground', price: 80_000, area: 300, unit: 'Square Feet',
  },
  wapdaMultan: {
    title: 'Single storey house', description: 'Near the park, gas, water.',
    purpose: 'sale', type: 'House', city: 'Multan', location: 'Wapda Town', price: 4_500_000, area: 5, unit: 'Marla', beds: 3, baths: 2,
  },
  dhaMultanPlot: {
    title: 'Plot on 50 ft road', description: 'Possession, near commercial area.',
    purpose: 'sale', type: 'Residential Plot', city: 'Multan', location: 'DHA Multan', price: 18_000_000, area: 1, unit: 'Kanal',
    features: ['Corner'],
  },
  hayatabad: {
    title: 'Big house with basement', description: 'Phase 3, near the park.',
    purpose: 'sale', type: 'House', city: 'Peshawar', location: 'Hayatabad', price: 50_000_000, area: 1, unit: 'Kanal', beds: 6, baths: 6,
  },
  qasimabad: {
    title: 'Corner bungalow', description: 'Gas, water, covered garage.',
    purpose: 'sale', type: 'House', city: 'Hyderabad', location: 'Qasimabad', price: 7_000_000, area: 200, unit: 'Square Yards', beds: 4, baths: 3,
  },
  quettaRent: {
    title: 'House available for family', description: 'Gas heaters, boundary wall.',
    purpose: 'rent', type: 'House', city: 'Quetta', location: 'Jinnah Town', price: 50_000, area: 10, unit: 'Marla', beds: 4, baths: 3,
  },
  bhurbanFlat: {
    title: 'Apartment with valley view', description: 'Heated, furnished, hotel services.',
    purpose: 'sale', type: 'Flat', city: 'Murree', location: 'Bhurban', price: 25_000_000, area: 1000, unit: 'Square Feet', beds: 2, baths: 2,
  },
  citiGrwPlot: {
    title: 'Residential plot, block A', description: 'Near the gate, possession.',
    purpose: 'sale', type: 'Residential Plot', city: 'Gujranwala', location: 'Citi Housing', price: 3_500_000, area: 5, unit: 'Marla',
  },
  supplyAbbottabad: {
    title: 'House in a quiet lane', description: 'Mountain view, gas.',
    purpose: 'rent', type: 'House', city: 'Abbottabad', location: 'Supply', price: 55_000, area: 8, unit: 'Marla', beds: 3, baths: 3,
  },
  emaarPenthouse: {
    title: 'Sea facing top floor', description: 'Private terrace, two parkings.',
    purpose: 'sale', type: 'Penthouse', city: 'Karachi', location: 'Emaar Crescent Bay', price: 120_000_000, area: 3500, unit: 'Square Feet', beds: 4, baths: 5,
  },
};
