/** Titles and descriptions in the plain style of Pakistani listings, built from a draft's facts. */
import type { Rng } from './random.ts';
import { FEATURES } from './reference-data.ts';
import { TypeId, sizeLabel, type ListingDraft } from './listing-model.ts';

const FEATURE_PHRASE: Readonly<Record<string, string>> = {
  Parking: 'covered parking',
  'Servant Quarters': 'servant quarters',
  Gas: 'a Sui gas connection',
  'Electricity Backup': 'generator backup',
  'Water Supply': 'round-the-clock water supply',
  'Security Staff': 'security guards',
  'Central Air Conditioning': 'central air conditioning',
  'Swimming Pool': 'a swimming pool',
  Gym: 'a gym',
  Lawn: 'a green lawn',
  'Study Room': 'a study',
  'Store Room': 'a store room',
  'Laundry Room': 'a laundry room',
  CCTV: 'CCTV cameras',
  Elevator: 'a lift',
  Internet: 'fibre internet',
  'Solar Panels': 'a solar system',
  'Boundary Wall': 'a secure boundary wall',
  Sewerage: 'proper sewerage',
  'Double Glazed Windows': 'double-glazed windows',
  Basement: 'a basement',
  Furnished: 'quality furniture',
  'Mosque Nearby': 'a mosque within walking distance',
  'Kids Play Area': 'a kids play area',
  'Park Facing': 'a park-facing front',
};

const FEATURE_NAME = new Map(FEATURES.map((f) => [f.id, f.name]));

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function ordinal(n: number): string {
  if (n === 0) return 'ground';
  const suffixes = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${suffixes[(v - 20) % 10] ?? suffixes[v] ?? 'th'}`;
}

function storeyWord(storeys: number): string {
  return storeys === 1 ? 'single storey' : storeys === 2 ? 'double storey' : 'triple storey';
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "a" or "an" as the next word is spoken: an 8 Marla, an 11 Marla, a 1,100 Sq. Ft. */
function article(next: string): string {
  return /^(8|11(?![\d,])|18(?![\d,])|[aeiou])/i.test(next) ? 'an' : 'a';
}

export function listingTitle(rng: Rng, d: ListingDraft, locationName: string): string {
  const size = sizeLabel(d.area, d.areaUnitId);
  const purpose = d.purposeId === 2 ? 'Rent' : 'Sale';
  const adjectives: string[] = [];
  const tier = d.facts.tier;
  switch (d.typeId) {
    case TypeId.House:
      adjectives.push('Brand New', 'Beautiful', 'Designer', 'Modern', 'Well Maintained', d.facts.storeys === 2 ? 'Double Storey' : 'Spanish Style');
      if (tier <= 1) adjectives.push('Luxury', 'Luxury');
      if (tier >= 4) adjectives.push('Affordable');
      if (d.facts.corner) adjectives.push('Corner', 'Corner', 'Corner');
      break;
    case TypeId.Flat:
    case TypeId.Penthouse:
      adjectives.push('Spacious', 'Brand New', 'Beautiful');
      if (tier <= 1) adjectives.push('Luxury');
      if (d.cityId === 2 && tier <= 1) adjectives.push('Sea Facing', 'Sea Facing');
      if (d.facts.furnished) adjectives.push('Furnished', 'Furnished', 'Fully Furnished');
      break;
    case TypeId.UpperPortion:
    case TypeId.LowerPortion:
      adjectives.push('Independent', 'Neat and Clean', 'Beautiful', 'Newly Renovated');
      break;
    case TypeId.Room:
      adjectives.push('Spacious', 'Independent', 'Neat');
      if (d.facts.furnished) adjectives.push('Furnished', 'Furnished', 'Furnished');
      break;
    case TypeId.ResidentialPlot:
    case TypeId.CommercialPlot:
      adjectives.push('Ideal Location', 'Possession', 'Investment Opportunity:', 'Prime Location');
      if (rng.chance(0.15)) adjectives.push('Corner', 'Park Facing');
      break;
    case TypeId.Office:
      adjectives.push('Corporate', 'Brand New', 'Well Furnished', 'Prime Location');
      break;
    case TypeId.Shop:
      adjectives.push(d.facts.floor === 0 ? 'Ground Floor' : 'Main Road', 'Main Road', 'Prime Location');
      break;
    default:
      adjectives.push('Prime Location', 'Ideal');
  }
  const adj = rng.chance(0.42) ? `${rng.pick(adjectives)} ` : '';
  let body: string;
  switch (d.typeId) {
    case TypeId.Flat:
      body = `${d.beds ?? 2} Bed Flat`;
      break;
    case TypeId.Penthouse:
      body = `${d.beds ?? 4} Bed Penthouse`;
      break;
    case TypeId.Room:
      body = 'Room';
      break;
    case TypeId.Other:
      body = `${size} Land`;
      break;
    case TypeId.Building:
      body = `${size} Commercial Building`;
      break;
    default:
      body = `${size} ${d.typeName}`;
  }
  return `${adj}${body} for ${purpose} in ${locationName}`;
}

function featureSentence(rng: Rng, d: ListingDraft, skip: ReadonlySet<string>): string | null {
  const phrases = d.featureIds
    .map((id) => FEATURE_NAME.get(id) ?? '')
    .filter((name) => !skip.has(name))
    .map((name) => FEATURE_PHRASE[name])
    .filter((p): p is string => Boolean(p));
  if (phrases.length === 0) return null;
  const chosen = rng.sample(phrases, Math.min(phrases.length, rng.int(2, 5)));
  return rng.pick([
    `Other features include ${list(chosen)}.`,
    `It also comes with ${list(chosen)}.`,
    `You also get ${list(chosen)}.`,
  ]);
}

const NEAR = [
  'close to the main boulevard',
  'on a 40-foot road',
  'a short walk from the park',
  'near the commercial area',
  'in a quiet, well-kept street',
  'minutes from the main road',
  'in a secure gated block',
];

function locationSentence(rng: Rng, what: string, loc: string): string {
  return rng.pick([
    `The ${what} is ${rng.pick(NEAR)}, with schools, a mosque and a market within walking distance.`,
    `${loc} is a peaceful, fully developed neighbourhood with easy access to hospitals, schools and shopping.`,
    `The ${what} is ${rng.pick(NEAR)} and well connected to the rest of the city.`,
  ]);
}

const LAND_TYPES: ReadonlySet<number> = new Set([
  TypeId.ResidentialPlot, TypeId.CommercialPlot, TypeId.AgriculturalLand, TypeId.IndustrialLand, TypeId.PlotFile, TypeId.PlotForm, TypeId.Other,
]);

function closing(rng: Rng, d: ListingDraft, loc: string): string {
  const rent = d.purposeId === 2;
  const commercial = d.typeId >= TypeId.Office && d.typeId <= TypeId.Building;
  const land = LAND_TYPES.has(d.typeId);
  let terms: string;
  if (rent && (commercial || land)) {
    terms = rng.pick(['Advance and security as per market practice.', 'Available for immediate possession.', 'Lease terms are flexible for a long-term tenant.']);
  } else if (rent && d.typeId === TypeId.Room) {
    terms = rng.pick(['Utility bills are included in the rent.', 'Suitable for a single working professional.', 'One month\'s advance is required.']);
  } else if (rent) {
    terms = rng.pick([
      'Available for families only.',
      'Two months\' advance and one month\'s security are required.',
      'Electricity, gas and water meters are separate.',
      'Available from the first of next month.',
    ]);
  } else {
    terms = rng.pick([
      'Documents are clear and transfer can be done immediately.',
      'Price is slightly negotiable for serious buyers.',
      commercial || land ? 'A sound long-term investment.' : `Ideal for a family looking to settle in ${loc}.`,
      'All dues are clear.',
    ]);
  }
  const call = rng.pick([
    'Call now to arrange a visit.',
    'Contact us for more details or to schedule a viewing.',
    'Please call during office hours to visit.',
    'Serious enquiries only, please.',
  ]);
  return `${terms} ${call}`;
}

export function listingDescription(rng: Rng, d: ListingDraft, locationName: string, cityName: string): string {
  const size = sizeLabel(d.area, d.areaUnitId);
  const where = `${locationName}, ${cityName}`;
  const purpose = d.purposeId === 2 ? 'rent' : 'sale';
  const has = (name: string) => d.featureIds.some((id) => FEATURE_NAME.get(id) === name);
  const parts: string[] = [];
  switch (d.typeId) {
    case TypeId.House:
    case TypeId.UpperPortion:
    case TypeId.LowerPortion:
    case TypeId.FarmHouse: {
      const what = d.typeId === TypeId.House ? 'house' : d.typeId === TypeId.FarmHouse ? 'farm house' : d.typeId === TypeId.UpperPortion ? 'upper portion' : 'lower portion';
      const opener = d.facts.brandNew ? 'This brand new' : rng.pick(['This beautiful', 'A well-built', 'This tastefully designed', 'A solidly constructed']);
      if (d.typeId === TypeId.House) parts.push(`${opener} ${size} ${storeyWord(d.facts.storeys)} house is available for ${purpose} in ${where}.`);
      else if (d.typeId === TypeId.FarmHouse) parts.push(`${opener} farm house on ${size} of land is available for ${purpose} in ${where}.`);
      else parts.push(`${opener} ${what} of ${article(size)} ${size} house is available for ${purpose} in ${where}.`);
      const rooms: string[] = [`${d.beds ?? 3} bedrooms with attached bathrooms`];
      if (has('Drawing Room')) rooms.push('a drawing room');
      if (has('Dining Room')) rooms.push('a dining area');
      rooms.push('a TV lounge', `a ${rng.pick(['modern', 'fitted', 'spacious', 'well-designed'])} kitchen`);
      parts.push(`It has ${list(rooms)}.`);
      const f = featureSentence(rng, d, new Set(['Drawing Room', 'Dining Room', 'Corner']));
      if (f) parts.push(f);
      if (d.facts.corner) parts.push('Being a corner property, it gets extra light and air from two sides.');
      parts.push(locationSentence(rng, what, locationName));
      parts.push(d.facts.brandNew
        ? 'Construction is brand new with imported fittings, tiled floors and solid wood work.'
        : rng.pick(['Freshly painted and ready to move in.', 'Kept in excellent condition by its owners.', 'Woodwork is in solid wood and the bathrooms have modern fittings.']));
      break;
    }
    case TypeId.Flat:
    case TypeId.Penthouse:
    case TypeId.Room: {
      if (d.typeId === TypeId.Room) {
        parts.push(`${d.facts.furnished ? 'A furnished' : 'A clean'} ${size} room is available for rent in ${where}, suitable for a working professional or a student.`);
        parts.push(`It has an attached bathroom${has('Internet') ? ', internet' : ''} and use of a shared kitchen.`);
      } else {
        const what = d.typeId === TypeId.Penthouse ? 'penthouse' : 'flat';
        parts.push(`${d.facts.brandNew ? 'This brand new' : rng.pick(['This spacious', 'A bright', 'This well-kept'])} ${d.beds ?? 2} bedroom ${what} on the ${ordinal(d.facts.floor)} floor is available for ${purpose} in ${where}.`);
        parts.push(`The ${size} unit has ${d.beds ?? 2} bedrooms, ${d.baths ?? 2} bathrooms, an open kitchen and a lounge ${rng.pick(['with a balcony', 'opening onto a balcony', 'with plenty of natural light'])}.`);
      }
      const f = featureSentence(rng, d, new Set());
      if (f) parts.push(f);
      parts.push(locationSentence(rng, 'building', locationName));
      break;
    }
    case TypeId.ResidentialPlot:
    case TypeId.CommercialPlot:
    case TypeId.Other: {
      const kind = d.typeId === TypeId.CommercialPlot ? 'commercial plot' : d.typeId === TypeId.Other ? 'piece of land' : 'residential plot';
      parts.push(`${capitalise(rng.pick([article(size), 'an ideally located', 'a well-placed']))} ${size} ${kind} is available for ${purpose} in ${where}.`);
      parts.push(rng.pick([
        'The plot is possession-ready, levelled and on a 40-foot road.',
        'Many houses are already built around it and the area is fully developed.',
        'Electricity, gas and water lines are available in the street.',
        'It is a short distance from the main boulevard and the park.',
      ]));
      parts.push(d.typeId === TypeId.CommercialPlot
        ? 'Suitable for a plaza with shops on the ground floor and offices above.'
        : rng.pick(['Perfect for building your dream home.', 'A sound investment in a growing area.', 'Build now or hold it as an investment.']));
      break;
    }
    case TypeId.PlotFile:
      parts.push(`${capitalise(article(size))} ${size} plot file is available for sale in ${where}.`);
      parts.push(rng.pick(['Instalments are up to date and balloting is expected soon.', 'The file is open and can be transferred in your name right away.', 'Paid instalments are clear; the remaining plan is easy.']));
      break;
    case TypeId.PlotForm:
      parts.push(`Open form for ${article(size)} ${size} plot in ${where}, available at a reasonable premium.`);
      parts.push('A low-cost way to secure a plot in a new, well-planned society.');
      break;
    case TypeId.AgriculturalLand:
      parts.push(`${size} of fertile agricultural land ${d.purposeId === 2 ? 'available on lease' : 'for sale'} in ${where}.`);
      parts.push(rng.pick(['The land has a tube well and canal water access, with a metalled road nearby.', 'Currently under wheat and sugarcane cultivation, with a tube well on site.', 'Suitable for crops, an orchard or a farm house.']));
      break;
    case TypeId.IndustrialLand:
      parts.push(`${size} of industrial land is available for ${purpose} in ${where}.`);
      parts.push('It has access for heavy vehicles, and three-phase electricity and gas are available nearby.');
      break;
    case TypeId.Office:
      parts.push(`${capitalise(article(size))} ${size} office on the ${ordinal(d.facts.floor)} floor of a commercial building in ${where}.`);
      parts.push(`It has ${rng.int(2, 6)} cabins, a reception area, a kitchenette and washrooms.`);
      break;
    case TypeId.Shop:
      parts.push(`${capitalise(article(size))} ${size} shop on the ${ordinal(d.facts.floor)} floor is available for ${purpose} in ${where}, in a busy market with heavy footfall.`);
      parts.push(rng.pick(['Suitable for a pharmacy, bakery, boutique or mobile shop.', 'Ideal for a showroom or a franchise.', 'Good for any retail business.']));
      break;
    case TypeId.Warehouse:
      parts.push(`${size} of covered storage is available for ${purpose} in ${where}.`);
      parts.push(`The warehouse has a ${rng.int(18, 30)}-foot ceiling, roller shutters and easy access for containers.`);
      break;
    case TypeId.Factory:
      parts.push(`${capitalise(article(size))} ${size} factory with covered sheds and offices is available for ${purpose} in ${where}.`);
      parts.push('It has three-phase electricity, a gas connection and space for loading and unloading.');
      break;
    case TypeId.Building:
      parts.push(`A ${d.facts.storeys}-storey commercial building on ${size} is available for ${purpose} in ${where}.`);
      parts.push('Shops on the ground floor and offices above, currently generating a steady rental income.');
      break;
  }
  if (d.typeId >= TypeId.Office && d.typeId <= TypeId.Building) {
    const f = featureSentence(rng, d, new Set());
    if (f) parts.push(f);
  }
  parts.push(closing(rng, d, locationName));
  return parts.join(' ');
}
