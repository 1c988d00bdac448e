/**
 * The listing form's schema, shared by the form and the server. A module of its own, apart from
 * schemas.ts: the home page's first load carries schemas.ts, and the price rule (price-text.ts) only
 * the form and the server need.
 */
import * as v from 'valibot';
import { FieldMessages } from './messages.ts';
import { Limits, MAX_INSTALMENT_AMOUNT, MAX_INSTALMENTS, POSTER_KINDS, type PossessionStatus } from './constants.ts';
import { PinFields } from './geo.ts';
import { normalisePhone } from './phone.ts';
import { isPossessionStatus } from './possession.ts';
import { possessionMessages } from './possession-messages.ts';
import { parsePriceText } from './price-text.ts';
import { priceTextMessages as PT } from './price-text-messages.ts';
import { digitsOnly, featureList, jsonStringList, optionalId, requiredDigits, requiredId, requiredText, STANDARD_EMAIL } from './schemas.ts';

/**
 * The price as people type it (price-text.ts): digits, commas, or words ("1.5 crore", "85 lakh",
 * "65 hazar"). The same rule as the form's, so an API caller's "1.5 crore" is stored as 15,000,000,
 * and what cannot be read is a 400 naming Price with what to type instead.
 */
const priceAmount = () =>
  v.pipe(
    v.union([v.number(), v.string()], P.price),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parsePriceText(dataset.value);
      if (parsed.ok) return parsed.value;
      const message = {
        empty: P.price, zero: P.price, invalid: PT.invalid, fraction: PT.fraction, tooLarge: PT.tooLarge,
      }[parsed.problem];
      addIssue({ message });
      return NEVER;
    }),
  );

const P = FieldMessages.property;
const R = possessionMessages.rules;

/**
 * An optional whole number in a form field: empty or null is "not given" (null), absent is undefined
 * (an edit from a client that does not know the field keeps what is stored).
 */
const optionalCount = (message: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.null()], message),
      v.transform((x) => (x === null ? '' : String(x).trim())),
      v.regex(/^\d{0,12}$/, message),
      v.transform((s) => (s === '' ? null : Number(s))),
      v.check((n) => n === null || (n >= min && n <= max), message),
    ),
  );

/** One of POSSESSION_STATUSES, '' or null for none; absent keeps what is stored on an edit. */
const possessionStatus = v.optional(
  v.pipe(
    v.union([v.string(), v.null()], R.status),
    v.transform((x) => (x === null ? '' : x.trim())),
    v.check((s) => s === '' || isPossessionStatus(s), R.status),
    v.transform((s) => (s === '' ? null : s as PossessionStatus)),
  ),
);

export const PropertySchema = v.object({
  PropertyId: optionalId('PropertyId'),
  Title: requiredText(P.title, Limits.listingTitle, 'Property title'),
  Description: requiredText(P.description, 5000, 'Description'),
  PurposeId: v.pipe(requiredId(P.purpose), v.maxValue(2, P.purpose)),
  TypeId: requiredId(P.type),
  Price: priceAmount(),
  BedRoomId: optionalId('BedRoomId'),
  BathRoomId: optionalId('BathRoomId'),
  Area: requiredDigits(P.area, Limits.areaDigits, 'Property area'),
  AreaUnitId: requiredId(P.areaUnit),
  CityId: requiredId(P.city),
  LocationId: optionalId('LocationId'),
  OtherFeatures: featureList,
  FullName: requiredText(P.fullName, Limits.listingFullName, 'Full name'),
  EmailAddress: v.pipe(requiredText(P.emailRequired, Limits.listingEmail, 'Email address'), v.regex(STANDARD_EMAIL, P.emailInvalid)),
  // Kept in national form, so one number typed two ways is one number to the owner-or-agent count
  // (migration 0042) and to phone checks.
  PhoneNumber: v.pipe(digitsOnly(P.phone, Limits.phone, 'Phone number'), v.transform(normalisePhone)),
  /** What Phone/Verify handed back for this number (verification.ts): the listing is "Phone verified". */
  PhoneProof: v.optional(v.pipe(v.string('PhoneProof must be text.'), v.trim(), v.maxLength(100, 'PhoneProof must be at most 100 characters.'))),
  /** Owner or agent, as the poster declares it; the form asks, an older client that does not send it keeps what is stored (or Owner). */
  PosterKind: v.optional(v.picklist(POSTER_KINDS, P.posterKind)),
  /**
   * Plots, files and forms (possession.ts): which status the type allows, and the instalments' rules
   * across fields, are possessionProblem's, checked after this schema by the form and the server.
   */
  PossessionStatus: possessionStatus,
  InstalmentsPaid: optionalCount(R.paid, 0, MAX_INSTALMENTS),
  InstalmentsRemaining: optionalCount(R.remainingCount, 0, MAX_INSTALMENTS),
  InstalmentAmount: optionalCount(R.amount, 1, MAX_INSTALMENT_AMOUNT),
  /**
   * Going beyond the spec (which re-uploads every photo on edit): the stored images to keep, in
   * order. New files follow them unless ImageOrder says otherwise.
   */
  KeepImages: jsonStringList('KeepImages'),
  /** Final order as tokens "keep:<upload name>" and "new:<index of file>" (image-order.ts); the first is the cover. */
  ImageOrder: jsonStringList('ImageOrder'),
  /** Where it is (geo.ts): both coordinates or neither, checked by pinChange; on edit, absent keeps the stored pin. */
  ...PinFields,
});
export type PropertyInput = v.InferOutput<typeof PropertySchema>;
