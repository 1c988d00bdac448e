/**
 * The listing form's values and their mapping onto the contract: every field is a string as typed or
 * chosen (selects and inputs give strings); the shared PropertySchema judges them exactly as the
 * server will, so the form and the API never disagree on what is valid.
 */
import * as v from 'valibot';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { TYPE_IDS_WITHOUT_ROOMS } from '../../contract/constants.ts';
import { FieldMessages } from '../../contract/messages.ts';
import { PropertySchema } from '../../contract/property-schema.ts';
import { hasPossession, possessionProblem } from '../../contract/possession.ts';
import type { CurrentUser, FeatureOption, PropertyForEdit } from '../../contract/types.ts';
import type { SubmissionImages } from '../../components/image-picker/image-list.ts';
import type { ListingFormSnapshot, OutboxRequest } from '../../offline/outbox/logic.ts';
import { keepDigits, normalisePhone } from '../../contract/phone.ts';
import { insidePakistan, roundCoordinate } from '../../contract/geo.ts';
import { parsePriceText } from '../../contract/price-text.ts';

type ListingRequest = Extract<OutboxRequest, { kind: 'listing' }>;

export interface PropertyFormValues {
  Title: string;
  Price: string;
  PurposeId: string;
  TypeId: string;
  Area: string;
  AreaUnitId: string;
  BedRoomId: string;
  BathRoomId: string;
  Description: string;
  /** Ids of the checked features. */
  Features: string[];
  CityId: string;
  LocationId: string;
  FullName: string;
  EmailAddress: string;
  PhoneNumber: string;
  /** 'Owner' or 'Agent'; '' until the poster chooses. */
  PosterKind: string;
  /** The point recorded on the phone (5 decimals), '' for none; always sent, so '' on an edit removes it. */
  PinLatitude: string;
  PinLongitude: string;
  /** 'true' when the owner shows the exact point; '' otherwise. */
  ShowExactLocation: string;
  /** Plots, files and forms only (possession.ts): '' when not told. */
  PossessionStatus: string;
  InstalmentsPaid: string;
  InstalmentsRemaining: string;
  InstalmentAmount: string;
}

export type FormField = keyof PropertyFormValues;

const idText = (id: number | null | undefined): string => (id ? String(id) : '');
/** 0 is a count ("0 remaining"), unlike an id. */
const countText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

/** The possession fields as sent: empty for a type that carries none, so a house never sends a plot's status. */
function possessionFields(values: PropertyFormValues): Pick<PropertyFormValues, 'PossessionStatus' | 'InstalmentsPaid' | 'InstalmentsRemaining' | 'InstalmentAmount'> {
  const told = hasPossession(Number(values.TypeId));
  return {
    PossessionStatus: told ? values.PossessionStatus : '',
    InstalmentsPaid: told ? values.InstalmentsPaid.trim() : '',
    InstalmentsRemaining: told ? values.InstalmentsRemaining.trim() : '',
    InstalmentAmount: told ? values.InstalmentAmount.trim() : '',
  };
}

/** Bedrooms, bathrooms and features apply to homes only (docs/product.md, section 4, showFields). */
export function hasRooms(typeId: string): boolean {
  return !TYPE_IDS_WITHOUT_ROOMS.includes(Number(typeId));
}

/** A new listing: empty, with the contact details of the signed-in user when there is one. */
export function newListingValues(user: CurrentUser | null): PropertyFormValues {
  return {
    Title: '',
    Price: '',
    PurposeId: '',
    TypeId: '',
    Area: '',
    AreaUnitId: '',
    BedRoomId: '',
    BathRoomId: '',
    Description: '',
    Features: [],
    CityId: '',
    LocationId: '',
    FullName: user ? `${user.FirstName} ${user.LastName}`.trim() : '',
    EmailAddress: user?.EmailAddress ?? '',
    PhoneNumber: user?.PhoneNumber ? keepDigits(normalisePhone(user.PhoneNumber)) : '',
    PosterKind: '',
    PinLatitude: '',
    PinLongitude: '',
    ShowExactLocation: '',
    PossessionStatus: '',
    InstalmentsPaid: '',
    InstalmentsRemaining: '',
    InstalmentAmount: '',
  };
}

/** A fix from the Geolocation API as the form keeps it, or null when it lies outside Pakistan. */
export function pinFromPosition(coords: { latitude: number; longitude: number }): { PinLatitude: string; PinLongitude: string } | null {
  const lat = roundCoordinate(coords.latitude);
  const lng = roundCoordinate(coords.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !insidePakistan(lat, lng)) return null;
  return { PinLatitude: String(lat), PinLongitude: String(lng) };
}

export function editValues(p: PropertyForEdit): PropertyFormValues {
  return {
    Title: p.Title,
    Price: p.Price ? String(p.Price) : '',
    PurposeId: idText(p.PurposeId),
    TypeId: idText(p.TypeId),
    Area: p.Area ? String(p.Area) : '',
    AreaUnitId: idText(p.AreaUnitId),
    BedRoomId: idText(p.BedRoomId),
    BathRoomId: idText(p.BathRoomId),
    Description: p.Description,
    Features: p.OtherFeaturesIds.map(String),
    CityId: idText(p.CityId),
    LocationId: idText(p.LocationId),
    FullName: p.FullName,
    EmailAddress: p.EmailAddress,
    PhoneNumber: p.PhoneNumber,
    PosterKind: p.PosterKind ?? 'Owner',
    PinLatitude: p.PinLatitude === null || p.PinLatitude === undefined ? '' : String(p.PinLatitude),
    PinLongitude: p.PinLongitude === null || p.PinLongitude === undefined ? '' : String(p.PinLongitude),
    ShowExactLocation: p.ShowExactLocation ? 'true' : '',
    PossessionStatus: p.PossessionStatus ?? '',
    InstalmentsPaid: countText(p.InstalmentsPaid),
    InstalmentsRemaining: countText(p.InstalmentsRemaining),
    InstalmentAmount: countText(p.InstalmentAmount),
  };
}

/** "85 lakh" as "8500000"; text that cannot be read goes as typed, for the server to refuse by name. */
export function priceDigitsOf(text: string): string {
  const parsed = parsePriceText(text);
  return parsed.ok ? String(parsed.value) : text.trim();
}

/** What the schema sees: the multipart field names, with the features as the spec's JSON list. */
export function toSchemaInput(values: PropertyFormValues): Record<string, unknown> {
  return {
    PropertyId: '',
    Title: values.Title,
    Description: values.Description,
    PurposeId: values.PurposeId,
    TypeId: values.TypeId,
    Price: values.Price,
    BedRoomId: values.BedRoomId,
    BathRoomId: values.BathRoomId,
    Area: values.Area,
    AreaUnitId: values.AreaUnitId,
    CityId: values.CityId,
    LocationId: values.LocationId,
    OtherFeatures: JSON.stringify(values.Features.map((id) => ({ Id: Number(id), IsChecked: true }))),
    FullName: values.FullName,
    EmailAddress: values.EmailAddress,
    PhoneNumber: values.PhoneNumber,
    PosterKind: values.PosterKind,
    PinLatitude: values.PinLatitude,
    PinLongitude: values.PinLongitude,
    ShowExactLocation: values.ShowExactLocation === 'true' ? 'true' : 'false',
    ...possessionFields(values),
  };
}

/** Schema (and server) field names onto the form's own; 'file' and the image lists have no form field. */
export function formFieldOf(schemaField: string): FormField | null {
  if (schemaField === 'OtherFeatures') return 'Features';
  const fields: readonly FormField[] = [
    'Title', 'Price', 'PurposeId', 'TypeId', 'Area', 'AreaUnitId', 'BedRoomId', 'BathRoomId', 'Description',
    'CityId', 'LocationId', 'FullName', 'EmailAddress', 'PhoneNumber', 'PosterKind', 'PinLatitude', 'PinLongitude', 'ShowExactLocation',
    'PossessionStatus', 'InstalmentsPaid', 'InstalmentsRemaining', 'InstalmentAmount',
  ];
  return fields.find((f) => f.toLowerCase() === schemaField.toLowerCase()) ?? null;
}

export function isImageField(schemaField: string): boolean {
  return ['file', 'keepimages', 'imageorder'].includes(schemaField.toLowerCase());
}

const POSSESSION_FIELDS = v.pick(PropertySchema, ['TypeId', 'PossessionStatus', 'InstalmentsPaid', 'InstalmentsRemaining', 'InstalmentAmount']);

/** react-hook-form resolver over the shared schema; the first issue of each field is its message. */
export const propertyResolver: Resolver<PropertyFormValues> = (values) => {
  const input = toSchemaInput(values);
  const result = v.safeParse(PropertySchema, input);
  const errors: FieldErrors<PropertyFormValues> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue);
    const field = path ? formFieldOf(path.split('.')[0] ?? '') : null;
    if (field && !errors[field]) errors[field] = { type: issue.type, message: issue.message };
  }
  // The rules across fields the server checks after the schema (the status the type allows, both counts).
  const told = v.safeParse(POSSESSION_FIELDS, input);
  const problem = told.success ? possessionProblem(told.output) : null;
  if (problem && !errors[problem.field]) errors[problem.field] = { type: 'possession', message: problem.message };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** docs/product.md, section 5: the pattern message waits until more than 5 characters are typed. */
export const EMAIL_PATTERN_FROM = 6;

export function visibleEmailError(message: string | undefined, value: string): string | undefined {
  if (message === FieldMessages.property.emailInvalid && value.trim().length < EMAIL_PATTERN_FROM) return undefined;
  return message;
}

/**
 * What a submission is sent and queued as (docs/product.md, section 3): the multipart fields as the
 * strings the server binds, in the order they are sent, the photos apart as Blobs, and the form's
 * values for "Edit". The request itself is built from this record (src/offline/outbox/write-requests.ts).
 */
export function toListingRequest(
  values: PropertyFormValues,
  context: {
    propertyId: number | null; features: readonly FeatureOption[]; images: SubmissionImages<File>;
    /** A code entered right on the form, for the number it was entered for. */
    phoneProof?: { phone: string; proof: string } | null;
  },
): ListingRequest {
  const rooms = hasRooms(values.TypeId);
  const checked = new Set(rooms ? values.Features : []);
  const { propertyId, images } = context;
  const fields: Record<string, string> = {
    PropertyId: propertyId === null ? '' : String(propertyId),
    Title: values.Title.trim(),
    Description: values.Description.trim(),
    PurposeId: values.PurposeId,
    TypeId: values.TypeId,
    // The amount the person saw in words, as digits: the server reads words by the same rule, but
    // digits are what every release of the server has taken.
    Price: priceDigitsOf(values.Price),
    // Hidden for plots and the like: nothing of them is sent.
    BedRoomId: rooms ? values.BedRoomId : '',
    BathRoomId: rooms ? values.BathRoomId : '',
    Area: values.Area,
    AreaUnitId: values.AreaUnitId,
    CityId: values.CityId,
    LocationId: values.LocationId,
    // Every feature of the form, checked or not (the spec's `[{Id, IsChecked}]`).
    OtherFeatures: JSON.stringify(context.features.map((f) => ({ Id: f.Id, IsChecked: checked.has(String(f.Id)) }))),
    FullName: values.FullName.trim(),
    EmailAddress: values.EmailAddress.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    PosterKind: values.PosterKind,
    // Both or neither; sent empty on an edit, they remove the stored point.
    PinLatitude: values.PinLatitude && values.PinLongitude ? values.PinLatitude : '',
    PinLongitude: values.PinLatitude && values.PinLongitude ? values.PinLongitude : '',
    ShowExactLocation: values.ShowExactLocation === 'true' && values.PinLatitude ? 'true' : 'false',
    ...possessionFields(values),
  };
  // Stored images to keep, by upload name: an edit only. The order: src/contract/image-order.ts.
  if (propertyId !== null) fields.KeepImages = JSON.stringify(images.keepImages);
  if (images.imageOrder.length) fields.ImageOrder = JSON.stringify(images.imageOrder);
  // Only for the number it proves: a number changed after the code was entered goes unverified.
  if (context.phoneProof && context.phoneProof.phone === normalisePhone(fields.PhoneNumber ?? '')) fields.PhoneProof = context.phoneProof.proof;
  return {
    kind: 'listing',
    fields,
    files: images.files.map((file) => ({ blob: file, name: file.name })),
    keepImages: images.keepImages,
    imageOrder: images.imageOrder,
    propertyId,
    form: snapshotOf(values),
  };
}

/** The values as a plain record, the shape drafts and the outbox keep. */
export function snapshotOf(values: PropertyFormValues): ListingFormSnapshot {
  return Object.fromEntries(Object.entries(values).map(([key, value]: [string, string | string[]]) => [key, Array.isArray(value) ? [...value] : value]));
}

/** A kept snapshot back onto the form's values; anything missing or of the wrong shape keeps `base`. */
export function valuesFromSnapshot(snapshot: ListingFormSnapshot, base: PropertyFormValues): PropertyFormValues {
  const out: PropertyFormValues = { ...base, Features: [...base.Features] };
  for (const key of Object.keys(base) as FormField[]) {
    const value = snapshot[key];
    if (key === 'Features') {
      if (Array.isArray(value)) out.Features = value.filter((v): v is string => typeof v === 'string');
    } else if (typeof value === 'string') {
      out[key] = value;
    }
  }
  return out;
}
