/**
 * Valibot schemas shared by the forms and the server. Messages come from messages.ts so a rule and its
 * text exist once.
 */
import * as v from 'valibot';
import { isSameSitePath } from './same-site.ts';
import { FieldMessages, Messages } from './messages.ts';
import { Limits, MAX_PAGE_SIZE, PAGE_SIZE, POSSESSION_STATUSES, REPORT_REASON_IDS } from './constants.ts';
import { normalisePhone, PAKISTANI_MOBILE } from './phone.ts';
import { AREA_MAX_POINTS, MAP_MAX_ZOOM, parseArea, parseBounds, parseNear, type Parsed } from './map-search.ts';
import { PREFERRED_MARLA_SIZES, PREFERRED_UNITS } from './area.ts';

/** A whole number given as a number or a numeric string (query strings and form fields are strings). */
export const wholeNumber = (field: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, `${field} must be a whole number.`), v.transform(Number))],
      `${field} must be a whole number.`),
    v.number(),
    v.integer(`${field} must be a whole number.`),
    v.minValue(min, `${field} must be at least ${min}.`),
    v.maxValue(max, `${field} must be at most ${max}.`),
  );

export const LocationsQuery = v.object({
  cityId: v.optional(wholeNumber('cityId', 0, 1_000_000), 0),
});

/** The upload name of a stored or bundled image: folders and a file name, no dot-segments. */
export const UPLOAD_NAME = /^(?:[a-z0-9][a-z0-9_-]{0,40}\/){1,4}[A-Za-z0-9][A-Za-z0-9_.-]{0,100}\.(?:jpe?g|png|webp)$/;

const UploadName = v.pipe(
  v.string('upload is required.'),
  v.nonEmpty('upload is required.'),
  v.maxLength(200, 'upload is too long.'),
  v.check((s) => !s.split('/').some((part) => part === '..' || part === '.'), 'upload is not a valid image name.'),
  v.regex(UPLOAD_NAME, 'upload is not a valid image name.'),
);

export const ImageQuery = v.object({
  upload: UploadName,
  size: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}(?:x\d{1,4})?$/i, 'size must look like 400 or 400x300.'),
      v.transform((s) => {
        const [w, h] = s.toLowerCase().split('x').map(Number);
        return { width: w ?? 0, height: h ?? null };
      }),
      v.check((s) => s.width >= 16 && s.width <= 2400 && (s.height === null || (s.height >= 16 && s.height <= 2400)),
        'size must be between 16 and 2400 pixels.'),
    ),
  ),
  quality: v.optional(wholeNumber('quality', 1, 100), 80),
  /** An owner's signed access to photos of listings that are not public. */
  access: v.optional(v.pipe(v.string(), v.maxLength(120, 'access is not valid.'))),
});

/** A link preview's picture: public photos only, so no access parameter. */
export const ShareImageQuery = v.object({ upload: UploadName });

// ---- Accounts (docs/product.md, section 5) ----

const M = FieldMessages;

/**
 * Characters that draw nothing or reorder what is around them: zero-width space, word joiner, BOM,
 * soft hyphen, and the bidirectional embeddings, overrides and isolates, which can make a title read
 * differently from what it is. Zero-width joiner and non-joiner stay: Urdu
 * typing uses them between letters.
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u00AD\u202A-\u202E\u2066-\u2069]/g;
/** Symbols and letters that look like blank space (Braille blank, Hangul fillers, Mongolian vowel separator). */
const BLANK_LOOKING = /[\u2800\u3164\u115F\u1160\uFFA0\u180E]/g;

/** User text without invisible characters; other text is kept as typed. */
export const withoutInvisible = (s: string): string => s.replace(INVISIBLE, '');

/** Something a reader would see: a letter, digit, punctuation mark or symbol that is not a blank look-alike. */
export const hasVisibleText = (s: string): boolean => /[\p{L}\p{N}\p{P}\p{S}]/u.test(s.replace(BLANK_LOOKING, ''));

/** A required text field: invisible characters dropped, trimmed, something visible in it (the spec's message), capped in length. */
export const requiredText = (required: string, max: number, label: string) =>
  v.pipe(
    v.string(required),
    v.transform(withoutInvisible),
    v.trim(),
    v.nonEmpty(required),
    v.check((s) => s === '' || hasVisibleText(s), required),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

/** Passwords are not trimmed: spaces may be part of them. */
const passwordText = (required: string, max: number, label: string) =>
  v.pipe(v.string(required), v.nonEmpty(required), v.maxLength(max, `${label} must be at most ${max} characters.`));

export const digitsOnly = (required: string, max: number, label: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(/^\d*$/, `${label} must contain digits only.`),
    v.maxLength(max, `${label} must be at most ${max} digits.`),
  );

/**
 * The domain every e-mail field accepts: dot-separated labels of letters, digits and inner hyphens,
 * ending in a top-level domain of 2 to 63 letters or an internationalised one (xn--…). The
 * specification's "2 to 3 letter ending" refused real addresses such as someone@example.info or
 * .online; the product owner asked for every real ending (docs/product.md, section 5).
 */
const EMAIL_DOMAIN = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})`;

/** Registration's pattern (spec 5): lower-case local part of a-z0-9._%+-, then the shared domain rule. */
export const REGISTRATION_EMAIL = new RegExp(String.raw`^[a-z0-9._%+-]+@${EMAIL_DOMAIN}$`);

export const LoginSchema = v.object({
  username: requiredText(M.login.username, Limits.loginUserName, 'User name or email address'),
  password: passwordText(M.login.password, Limits.password, 'Password'),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** The longest page address a registration may carry back (an invitation link with its secret is under 100). */
export const RETURN_URL_MAX = 500;

export const RegisterSchema = v.pipe(
  v.object({
    FirstName: requiredText(M.registration.firstName, Limits.name, 'First name'),
    LastName: requiredText(M.registration.lastName, Limits.name, 'Last name'),
    UserName: v.pipe(
      requiredText(M.registration.userName, Limits.name, 'User name'),
      v.regex(/^[A-Za-z0-9._-]+$/, 'User name may contain letters, digits, dots, dashes and underscores only.'),
    ),
    Email: v.pipe(
      requiredText(M.registration.emailRequired, Limits.email, 'Email address'),
      // Phone keyboards capitalise the first letter ('Someone@Example.PK'); addresses are not case-sensitive in practice.
      v.transform((s) => s.toLowerCase()),
      v.regex(REGISTRATION_EMAIL, M.registration.emailInvalid),
    ),
    Password: v.pipe(
      passwordText(M.registration.password, Limits.password, 'Password'),
      v.minLength(Limits.passwordMin, M.registration.passwordMin),
    ),
    ConfirmPassword: passwordText(M.registration.confirmPassword, Limits.password, 'Confirm password'),
    /**
     * Beyond the spec: the page that sent the person to register (an agency's invitation link), carried
     * in the confirmation mail's link so that confirming brings them back there. A same-site path only.
     */
    ReturnUrl: v.optional(v.pipe(
      v.string('ReturnUrl must be text.'),
      v.maxLength(RETURN_URL_MAX, `ReturnUrl must be at most ${RETURN_URL_MAX} characters.`),
      v.check(isSameSitePath, 'ReturnUrl must be a path on this site.'),
    )),
  }),
  v.forward(
    v.partialCheck([['Password'], ['ConfirmPassword']], (i) => i.Password === i.ConfirmPassword, M.registration.confirmMismatch),
    ['ConfirmPassword'],
  ),
);
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;

export const UserNameQuery = v.object({
  userName: requiredText(M.registration.userName, Limits.name, 'User name'),
});
export const EmailQuery = v.object({
  emailAddress: requiredText(M.registration.emailRequired, Limits.email, 'Email address'),
});
export const KeyQuery = v.object({
  key: v.pipe(v.string('The link is not valid.'), v.trim(), v.nonEmpty('The link is not valid.'), v.maxLength(200, 'The link is not valid.')),
});

export const ProfileSchema = v.object({
  FirstName: requiredText(M.profile.firstName, Limits.name, 'First name'),
  LastName: requiredText(M.profile.lastName, Limits.name, 'Last name'),
  Phone: digitsOnly(M.profile.phone, Limits.phone, 'Phone number'),
  Address: requiredText(M.profile.address, Limits.address, 'Address'),
  About: requiredText(M.profile.about, 2000, 'About me'),
});
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;

export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: passwordText(M.changePassword.currentPassword, Limits.password, 'Current password'),
    newPassword: v.pipe(
      passwordText(M.changePassword.newPassword, Limits.password, 'New password'),
      v.minLength(Limits.passwordMin, M.registration.passwordMin),
    ),
    confirmPassword: passwordText(M.changePassword.confirmPassword, Limits.password, 'Confirm password'),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.newPassword === i.confirmPassword, M.registration.confirmMismatch),
    ['confirmPassword'],
  ),
);

export const ForgotPasswordSchema = v.object({
  EmailAddress: requiredText(M.forgotPassword.userNameOrEmail, Limits.email, 'User name or email address'),
});

export const ResetPasswordSchema = v.pipe(
  v.object({
    key: KeyQuery.entries.key,
    newPassword: v.pipe(
      passwordText(M.changePassword.newPassword, Limits.password, 'New password'),
      v.minLength(Limits.passwordMin, M.registration.passwordMin),
    ),
    confirmPassword: passwordText(M.changePassword.confirmPassword, Limits.password, 'Confirm password'),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.newPassword === i.confirmPassword, M.registration.confirmMismatch),
    ['confirmPassword'],
  ),
);

// ---- Search (docs/product.md, sections 3, 5 and 9) ----

/** Amounts may carry thousands separators ("1,500,000"): spec 5 says they are ignored. */
const amount = (field: string) =>
  v.pipe(
    v.union([v.number(), v.string()], `${field} must be a number.`),
    v.transform((x) => (typeof x === 'string' ? x.replace(/,/g, '').trim() : x)),
    v.union([
      v.number(),
      v.pipe(v.string(), v.regex(/^\d*$/, `${field} must be a whole number.`), v.transform((s) => (s === '' ? 0 : Number(s)))),
    ], `${field} must be a whole number.`),
    v.number(),
    v.integer(`${field} must be a whole number.`),
    v.minValue(0, `${field} must not be negative.`),
    v.maxValue(1_000_000_000_000, `${field} is too large.`),
  );

/** Location ids as a list, a number, or a comma-joined string ("4,7"); 0 means all locations. */
const locationIds = v.pipe(
  v.union([v.number(), v.string(), v.array(v.union([v.number(), v.string()]))], 'Location must be a list of location ids.'),
  v.transform((x) => (Array.isArray(x) ? x : String(x).split(',')).map((p) => String(p).trim()).filter((p) => p !== '')),
  v.check((ids) => ids.every((p) => /^\d{1,9}$/.test(p)), 'Location must be a list of location ids.'),
  v.transform((ids) => [...new Set(ids.map(Number))].filter((n) => n !== 0)),
  v.maxLength(50, 'Choose at most 50 locations.'),
);

/** A schema field for one of the three texts: '' is "not set", anything else must parse. */
function geoText<T>(field: string, parse: (text: string) => Parsed<T>, max: number) {
  return v.optional(v.pipe(
    v.string(`${field} must be text.`),
    v.trim(),
    v.maxLength(max, `${field} is too long.`),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const parsed = parse(dataset.value);
      if (!parsed.ok) addIssue({ message: parsed.message });
    }),
  ), '');
}

const BoundsField = geoText('Bounds', parseBounds, 120);
const NearField = geoText('Near', parseNear, 80);
const AreaField = geoText('Area', parseArea, AREA_MAX_POINTS * 26);

/** Without a choice, results with keywords come by relevance and others newest first. */
export const SORT_OPTIONS = ['relevance', 'newest', 'price-asc', 'price-desc', 'price-cut', 'distance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** A yes/no criterion: true or false, or as a query string writes it ('1', '0', 'true', 'false'). */
const flag = (field: string) => v.pipe(
  v.union([v.boolean(), v.picklist(['1', '0', 'true', 'false'])], `${field} must be true or false.`),
  v.transform((x) => x === true || x === '1' || x === 'true'),
);

export const SearchSchema = v.pipe(
  v.object({
    Purpose: v.optional(wholeNumber('Purpose', 0, 2), 0),
    City: v.optional(wholeNumber('City', 0, 1_000_000), 0),
    Location: v.optional(locationIds, []),
    Keywords: v.optional(v.pipe(v.string('Keywords must be text.'), v.trim(), v.maxLength(100, 'Keywords must be at most 100 characters.')), ''),
    PropertyType: v.optional(wholeNumber('PropertyType', 0, 1_000), 0),
    MinPrice: v.optional(amount('MinPrice'), 0),
    MaxPrice: v.optional(amount('MaxPrice'), 0),
    AreaUnit: v.optional(wholeNumber('AreaUnit', 0, 1_000), 0),
    MinArea: v.optional(amount('MinArea'), 0),
    MaxArea: v.optional(amount('MaxArea'), 0),
    BedRooms: v.optional(wholeNumber('BedRooms', 0, 1_000), 0),
    BathRooms: v.optional(wholeNumber('BathRooms', 0, 1_000), 0),
    PageNumber: v.optional(wholeNumber('PageNumber', 1, 100_000), 1),
    PageSize: v.optional(wholeNumber('PageSize', 1, MAX_PAGE_SIZE), PAGE_SIZE),
    SortBy: v.optional(v.picklist(SORT_OPTIONS, `SortBy must be one of ${SORT_OPTIONS.join(', ')}.`)),
    /** Only listings holding a badge (verification.ts). */
    VerifiedOnly: v.optional(flag('VerifiedOnly'), false),
    // Where on the map (src/contract/map-search.ts): "Search this area", "Near me", a drawn area.
    Bounds: BoundsField,
    Near: NearField,
    Area: AreaField,
    /** Only listings shown as an owner's (src/contract/constants.ts, AGENT_LISTING_LIMIT). */
    OwnersOnly: v.optional(flag('OwnersOnly'), false),
    /** Leave out listings in schemes the society register says are not approved or under review. */
    HideUnapproved: v.optional(flag('HideUnapproved'), false),
    /** Only plots, files and forms at this stage (possession.ts); '' for any. */
    Possession: v.optional(v.picklist(['', ...POSSESSION_STATUSES], `Possession must be one of ${POSSESSION_STATUSES.join(', ')}.`), ''),
  }, 'The search criteria must be an object.'),
  // 0 on either side means "no bound" (the option lists start at 0).
  v.forward(v.partialCheck([['MinPrice'], ['MaxPrice']], (c) => !c.MaxPrice || c.MinPrice <= c.MaxPrice, Messages.minPriceAboveMax), ['MinPrice']),
  v.forward(v.partialCheck([['MinArea'], ['MaxArea']], (c) => !c.MaxArea || c.MinArea <= c.MaxArea, Messages.minAreaAboveMax), ['MinArea']),
);
export type SearchInput = v.InferOutput<typeof SearchSchema>;

/** The map's own part of Property/MapSearch; the rest of the body is a search (SearchSchema), Bounds required. */
export const MapSearchSchema = v.object({
  Zoom: wholeNumber('Zoom', 0, MAP_MAX_ZOOM),
  Bounds: v.pipe(v.string('Bounds is required.'), v.trim(), v.nonEmpty('Bounds is required.')),
  /** Each cluster boxed by its members rather than its square: for fitting a map to the results once. */
  Extent: v.optional(v.boolean('Extent must be true or false.'), false),
}, 'The map search must be an object.');

// ---- Enquiry to an owner and the contact form (docs/product.md, section 5) ----

/**
 * A plain address check for contact fields: any local part without spaces or a second @, then the
 * shared domain rule in either case (registration keeps its stricter local part).
 */
export const STANDARD_EMAIL = new RegExp(String.raw`^[^\s@]+@${EMAIL_DOMAIN}$`, 'i');

const optionalText = (max: number, label: string) =>
  v.optional(v.pipe(v.string(`${label} must be text.`), v.transform(withoutInvisible), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`)), '');

export const EnquirySchema = v.object({
  // Going beyond the spec: the listing is named by id or URL; the owner's address is never taken from the client.
  PropertyId: v.optional(wholeNumber('PropertyId', 1)),
  PropertyUrl: optionalText(200, 'PropertyUrl'),
  subject: optionalText(250, 'Subject'),
  ownerEmail: optionalText(100, 'Owner e-mail'),
  fullName: requiredText(FieldMessages.enquiry.fullName, Limits.listingFullName, 'Full name'),
  emailAddress: v.pipe(
    requiredText(FieldMessages.enquiry.email, Limits.email, 'Email'),
    v.regex(STANDARD_EMAIL, FieldMessages.contact.emailInvalid),
  ),
  phoneNumber: digitsOnly(FieldMessages.enquiry.phone, Limits.phone, 'Phone number'),
  message: requiredText(FieldMessages.enquiry.message, 2000, 'Message'),
});
export type EnquiryInput = v.InferOutput<typeof EnquirySchema>;

export const ContactSchema = v.object({
  fullName: requiredText(FieldMessages.contact.fullName, Limits.contactField, 'Full name'),
  emailAddress: v.pipe(
    requiredText(FieldMessages.contact.emailRequired, Limits.contactField, 'Email address'),
    v.regex(STANDARD_EMAIL, FieldMessages.contact.emailInvalid),
  ),
  phoneNumber: digitsOnly(FieldMessages.contact.phone, Limits.phone, 'Phone number'),
  subject: requiredText(FieldMessages.contact.subject, Limits.contactField, 'Subject'),
  message: requiredText(FieldMessages.contact.message, 2000, 'Message'),
});
export type ContactInput = v.InferOutput<typeof ContactSchema>;

// ---- Submit / edit a property (docs/product.md, section 5 'Submit property') ----

/** A positive amount typed as digits (form fields arrive as strings); 0 or empty counts as missing. */
export const requiredDigits = (required: string, maxDigits: number, label: string) =>
  v.pipe(
    v.union([v.number(), v.string()], required),
    v.transform((x) => String(x).trim()),
    v.nonEmpty(required),
    v.regex(/^\d+$/, `${label} must contain digits only.`),
    v.maxLength(maxDigits, `${label} must be at most ${maxDigits} digits.`),
    v.transform(Number),
    v.minValue(1, required),
  );

/** A chosen option id; 0, empty and absent mean nothing was chosen. */
export const requiredId = (required: string) =>
  v.pipe(
    v.union([v.number(), v.string()], required),
    v.transform((x) => String(x).trim()),
    v.regex(/^\d{0,9}$/, required),
    v.transform(Number),
    v.minValue(1, required),
  );

export const optionalId = (label: string) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.null()], `${label} must be an id.`),
      v.transform((x) => (x === null ? '' : String(x).trim())),
      v.regex(/^\d{0,9}$/, `${label} must be an id.`),
      v.transform((s) => (s === '' || s === '0' ? null : Number(s))),
    ),
    null,
  );

/** OtherFeatures: a JSON list of { Id, IsChecked } (spec 3); only the checked ids are kept. */
export const featureList = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.unknown())], 'OtherFeatures must be a JSON list.'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let list: unknown = dataset.value;
      if (typeof list === 'string') {
        try {
          list = list.trim() === '' ? [] : JSON.parse(list);
        } catch {
          addIssue({ message: 'OtherFeatures must be a JSON list.' });
          return NEVER;
        }
      }
      if (!Array.isArray(list) || list.length > 100) {
        addIssue({ message: 'OtherFeatures must be a JSON list.' });
        return NEVER;
      }
      const ids: number[] = [];
      for (const item of list) {
        if (typeof item === 'number' && Number.isInteger(item) && item > 0) ids.push(item);
        else if (item && typeof item === 'object') {
          const f = item as { Id?: unknown; IsChecked?: unknown };
          if (typeof f.Id !== 'number' || !Number.isInteger(f.Id) || f.Id < 1) {
            addIssue({ message: 'OtherFeatures must be a JSON list.' });
            return NEVER;
          }
          if (f.IsChecked === true) ids.push(f.Id);
        } else {
          addIssue({ message: 'OtherFeatures must be a JSON list.' });
          return NEVER;
        }
      }
      return [...new Set(ids)];
    }),
  ),
  [],
);

/** An optional JSON list of strings in a multipart field (e.g. which stored images to keep). */
export const jsonStringList = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be a JSON list.`),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          const list: unknown = dataset.value.trim() === '' ? [] : JSON.parse(dataset.value);
          if (Array.isArray(list) && list.length <= 64 && list.every((s) => typeof s === 'string' && s.length <= 200)) return list as string[];
        } catch {
          // fall through to the issue below
        }
        addIssue({ message: `${label} must be a JSON list.` });
        return NEVER;
      }),
    ),
  );


export const IdQuery = v.object({ Id: wholeNumber('Id', 1) });
export const PropertyIdQuery = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  IncludeImages: v.optional(v.picklist(['true', 'false'], 'IncludeImages must be true or false.'), 'true'),
});
export const ApprovalQuery = v.object({
  key: v.pipe(v.string('The link is not valid.'), v.trim(), v.nonEmpty('The link is not valid.'), v.maxLength(200, 'The link is not valid.')),
  email: v.pipe(v.string('The link is not valid.'), v.trim(), v.nonEmpty('The link is not valid.'), v.maxLength(200, 'The link is not valid.')),
});

// ---- Marketing contacts (docs/product.md, sections 2 and 5) ----

export const MarketingPhoneQuery = v.object({
  PhoneNumber: v.pipe(
    v.string('Phone number field is required'),
    v.transform(normalisePhone),
    v.nonEmpty('Phone number field is required'),
    v.maxLength(Limits.phone, `Phone number must be at most ${Limits.phone} digits.`),
    v.regex(PAKISTANI_MOBILE, 'Please enter a Pakistani mobile number, e.g. 03001234567.'),
  ),
  Name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(Limits.listingFullName, `Name must be at most ${Limits.listingFullName} characters.`)), ''),
});

// ---- Favourites ----

export const FavouriteSetSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  Saved: v.boolean('Saved must be true or false.'),
});
export type FavouriteSetInput = v.InferOutput<typeof FavouriteSetSchema>;

/** Favourites kept on a device before login, joined to the account's. */
export const FavouritesMergeSchema = v.object({
  Items: v.pipe(
    v.array(v.object({
      PropertyId: wholeNumber('PropertyId', 1),
      SavedPrice: v.optional(wholeNumber('SavedPrice', 0)),
    }, 'Each of Items must be an object with a PropertyId.'), 'Items must be a list.'),
    v.maxLength(Limits.favourites, `At most ${Limits.favourites} favourites can be kept.`),
  ),
});
export type FavouritesMergeInput = v.InferOutput<typeof FavouritesMergeSchema>;

// ---- Saved searches ----

export const ALERT_FREQUENCIES = ['Instant', 'Daily', 'Weekly', 'Off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SavedSearchSaveSchema = v.object({
  Name: requiredText('Please give the search a name.', 60, 'Name'),
  Criteria: SearchSchema,
  Frequency: v.optional(v.picklist(ALERT_FREQUENCIES, `Frequency must be one of ${ALERT_FREQUENCIES.join(', ')}.`), 'Instant'),
  Email: v.optional(v.boolean('Email must be true or false.'), true),
  Push: v.optional(v.boolean('Push must be true or false.'), false),
});
export type SavedSearchSaveInput = v.InferOutput<typeof SavedSearchSaveSchema>;

/** A search saved without an account: its alerts go to an address once that address confirms them. */
export const SavedSearchByEmailSchema = v.object({
  Name: requiredText('Please give the search a name.', 60, 'Name'),
  Criteria: SearchSchema,
  Frequency: v.optional(v.picklist(['Instant', 'Daily', 'Weekly'] as const, 'Frequency must be one of Instant, Daily, Weekly.'), 'Daily'),
  EmailAddress: v.pipe(requiredText('Please enter your e-mail address.', Limits.email, 'EmailAddress'), v.regex(STANDARD_EMAIL, 'Please enter a valid e-mail address.')),
});
export type SavedSearchByEmailInput = v.InferOutput<typeof SavedSearchByEmailSchema>;

// ---- Web push ----

const base64url = (field: string, bytes: number) => v.pipe(
  v.string(`${field} must be text.`),
  v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url.`),
  v.check((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `${field} must be ${bytes} bytes.`),
);

/** A browser's PushSubscription (its toJSON()), in the API's field names. */
export const PushSubscribeSchema = v.object({
  Endpoint: v.pipe(v.string('Endpoint must be text.'), v.maxLength(1000, 'Endpoint is too long.'), v.url('Endpoint must be an address.')),
  Keys: v.object({ P256dh: base64url('Keys.P256dh', 65), Auth: base64url('Keys.Auth', 16) }, 'Keys must hold P256dh and Auth.'),
});
export type PushSubscribeInput = v.InferOutput<typeof PushSubscribeSchema>;

export const PushUnsubscribeSchema = v.object({
  Endpoint: v.pipe(v.string('Endpoint must be text.'), v.maxLength(1000, 'Endpoint is too long.')),
});

// ---- Reporting a listing ----

/** The browser's own random id for one-report-per-device (src/offline/device-id.ts makes it). */
export const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const ReportSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  Reason: v.picklist(REPORT_REASON_IDS, Messages.reportReasonRequired),
  Note: optionalText(Limits.reportNote, 'Note'),
  DeviceId: v.pipe(v.string('DeviceId is required.'), v.trim(), v.regex(DEVICE_ID, 'DeviceId must be 16 to 64 letters, digits, _ or -.')),
});
export type ReportInput = v.InferOutput<typeof ReportSchema>;

/** The owner's answer to the reports about their listing (multipart: these fields, and up to three photos). */
export const ReportAnswerSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  Note: requiredText(Messages.reportAnswerNoteRequired, Limits.reportAnswerNote, 'Note'),
});
export type ReportAnswerInput = v.InferOutput<typeof ReportAnswerSchema>;

/** The owner's 'Confirm available' or 'Renew' (src/contract/freshness.ts). */
export const ConfirmAvailableSchema = v.object({ PropertyId: wholeNumber('PropertyId', 1) });
export type ConfirmAvailableInput = v.InferOutput<typeof ConfirmAvailableSchema>;

/**
 * The account's area preference. The unit by its id (as the area converter's addresses spell it);
 * the Marla size as a number or its text, one of the two the preference offers, 225 when left out.
 */
export const AreaPreferenceSchema = v.object({
  Unit: v.picklist(PREFERRED_UNITS, `Unit must be one of ${PREFERRED_UNITS.join(', ')}.`),
  MarlaSize: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.transform(Number))], `MarlaSize must be ${PREFERRED_MARLA_SIZES.join(' or ')}.`),
      v.picklist(PREFERRED_MARLA_SIZES, `MarlaSize must be ${PREFERRED_MARLA_SIZES.join(' or ')}.`),
    ),
    225,
  ),
});
export type AreaPreferenceInput = v.InferOutput<typeof AreaPreferenceSchema>;
