/**
 * The shapes of the main reads' answers (the `Data` of the envelope), checked by the app before a
 * screen uses them, so an answer from a server release whose shape changed is an
 * error the app can explain, never a crash. Loose objects: fields are only ever added (README, 'API
 * compatibility'), so extra fields are fine; a missing or retyped one is not. Loaded lazily by
 * src/api/answer-check.ts: these are not on any page's first load.
 */
import * as v from 'valibot';

const idText = v.looseObject({ Id: v.number(), Text: v.string() });
const strings = v.array(v.string());
/** A recent price cut (types.ts, PriceReduction): the card and the page do arithmetic with it. */
const priceReduced = v.optional(v.looseObject({ From: v.number(), At: v.string() }));
/** The public point (geo.ts, MapPin): the map reads numbers from it. */
const mapPin = v.optional(v.looseObject({
  Latitude: v.number(), Longitude: v.number(), Precision: v.picklist(['exact', 'approximate', 'area']),
}));

/** The badges (types.ts, Verification): the card and the page name each kind and its date. */
const verifications = v.optional(v.array(v.looseObject({ Kind: v.string(), At: v.string() })));

const card = v.looseObject({
  PropertyId: v.number(),
  Purpose: v.string(),
  Type: v.string(),
  Price: v.number(),
  PriceInWords: v.string(),
  Area: v.number(),
  AreaUnit: v.string(),
  Images: strings,
  PropertyUrl: v.string(),
  Title: v.string(),
  Location: v.string(),
  City: v.string(),
  PublishDate: v.string(),
  PriceReduced: priceReduced,
  MapPin: mapPin,
  Verifications: verifications,
});

export const AnswerSchemas = {
  cards: v.array(card),
  popularPlaces: v.array(v.looseObject({ CityId: v.number(), City: v.string(), PropertiesCount: v.number(), ImageUrl: v.string() })),
  testimonials: v.array(v.looseObject({ Testimonial: v.string(), Author: v.string() })),
  search: v.looseObject({
    Items: v.array(card),
    TotalCount: v.number(),
    TotalCountCapped: v.boolean(),
    PageNumber: v.number(),
    PageSize: v.number(),
  }),
  details: v.looseObject({
    PropertyId: v.number(),
    PropertyUrl: v.string(),
    Title: v.string(),
    Type: v.string(),
    Purpose: v.string(),
    Location: v.string(),
    City: v.string(),
    Images: strings,
    ImageUrl: v.string(),
    Price: v.number(),
    PriceInWords: v.string(),
    Area: v.number(),
    AreaUnit: v.string(),
    Description: v.string(),
    OtherFeatures: strings,
    PublishDate: v.string(),
    PriceReduced: priceReduced,
    MapPin: mapPin,
    Verifications: verifications,
  }),
  dropDownData: v.looseObject({
    Cities: v.array(idText),
    Types: v.array(idText),
    BedRooms: v.array(idText),
    BathRooms: v.array(idText),
    AreaUnits: v.array(idText),
    Purposes: v.array(idText),
  }),
  locations: v.array(v.looseObject({ Id: v.number(), Text: v.string(), CityId: v.number() })),
  myProperties: v.array(v.looseObject({
    PropertyId: v.number(),
    PropertyUrl: v.string(),
    Title: v.string(),
    Price: v.number(),
    PriceInWords: v.string(),
    Image: v.string(),
    Status: v.string(),
  })),
} as const;

export type AnswerKind = keyof typeof AnswerSchemas;

/** True when `data` has the shape the app reads. */
export function readsAs(kind: AnswerKind, data: unknown): boolean {
  return v.is(AnswerSchemas[kind], data);
}
