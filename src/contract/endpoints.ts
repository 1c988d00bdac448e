/**
 * The endpoint table (issue 18, item 3): every call under /api with its method, its path (the
 * spellings of api-paths.ts), the schema its input is checked with where the contract has one, and
 * the type of its answer. The server registers its routes from these entries (server/routes/*,
 * through `serve` in server/routes/endpoint.ts) and the client calls them through
 * src/api/endpoint-call.ts, so an answer's type is written once here and a handler that answers
 * another shape, or a call that expects one, fails the type check instead of drifting
 * (docs/architecture.md, "Routes, services, database").
 *
 * Only method and path exist at run time. The schema and the answer are types (`import type`), so
 * no valibot schema reaches the client's first load through this file; and each entry is an export
 * of its own (read as `Endpoints.x` through `import * as Endpoints`), so a page's bundle carries only
 * the entries it calls (the home page's 150 KiB budget, README "First-load budget").
 */
import type { ApiPath } from './api-paths.ts';
import { ApiPaths } from './api-paths.ts';
import type * as Admin from './admin.ts';
import type { ConfirmAvailableResult } from './freshness.ts';
import type * as Insight from './insight.ts';
import type * as Schemas from './schemas.ts';
import type {
  CurrentUser, DropDownData, FavouriteItem, ListingCard, LocationOption, MyPropertyItem, PopularCity, Profile, PropertyDetails,
  PropertyForEdit, ReportDecision, ReportResult, SavedProfile, SavedSearchItem, SearchResult, SubmitFormOptions, SubmitResult,
  Testimonial,
} from './types.ts';

/**
 * How the answer comes: `envelope` is `{ IsSuccess, Message, Data }` with `Data` of the answer type
 * (docs/product.md, section 3, "The envelope"); `bare` is the answer itself (the spec's availability
 * checks answer a plain boolean); `file` is bytes (photos).
 */
export type AnswerShape = 'envelope' | 'bare' | 'file';

declare const types: unique symbol;

export interface Endpoint<Answer = unknown, Schema = undefined, Shape extends AnswerShape = AnswerShape> {
  readonly method: 'GET' | 'POST';
  readonly path: ApiPath;
  /** Never present at run time: the types the server's handler and the client's call are checked against. */
  readonly [types]?: { answer: Answer; schema: Schema; shape: Shape };
}

type TypesOf<E> = E extends { readonly [types]?: infer T } ? NonNullable<T> : never;

/** The answer's type: the envelope's `Data`, or the whole body of a bare answer. */
export type AnswerOf<E> = TypesOf<E> extends { answer: infer A } ? A : never;
/** The valibot schema the server checks the input with (a type); undefined when the contract has none. */
export type SchemaOf<E> = TypesOf<E> extends { schema: infer S } ? S : never;
export type ShapeOf<E> = TypesOf<E> extends { shape: infer K } ? K : never;

/** Any entry of the table. */
export type AnyEndpoint = Endpoint<unknown, unknown>;

const get = <Answer, Schema = undefined, Shape extends AnswerShape = 'envelope'>(path: ApiPath): Endpoint<Answer, Schema, Shape> =>
  ({ method: 'GET', path });
const post = <Answer, Schema = undefined, Shape extends AnswerShape = 'envelope'>(path: ApiPath): Endpoint<Answer, Schema, Shape> =>
  ({ method: 'POST', path });

// ---- Home page (docs/product.md, section 7) ----

export const homeNewlyAdded = get<ListingCard[]>(ApiPaths.homeNewlyAdded);
export const homeMostPopularPlaces = get<PopularCity[]>(ApiPaths.homeMostPopularPlaces);
export const homeWhatOurClientSays = get<Testimonial[]>(ApiPaths.homeWhatOurClientSays);

// ---- Reference data ----

export const dropDownData = get<DropDownData>(ApiPaths.dropDownData);
/** The same path as a POST: the lists plus the chosen city's locations (the spec leaves this answer open). */
export const dropDownDataForCity = post<DropDownData & { Locations: LocationOption[] }>(ApiPaths.dropDownData);
export const getLocations = get<LocationOption[], typeof Schemas.LocationsQuery>(ApiPaths.getLocations);
export const locations = get<LocationOption[], typeof Schemas.LocationsQuery>(ApiPaths.locations);
/** The listing form's option lists: a GET on the path a submission POSTs to. */
export const submitFormOptions = get<SubmitFormOptions>(ApiPaths.submitPropertyDetails);

// ---- Listings: search and public pages ----

export const searchProperty = post<SearchResult, typeof Schemas.SearchSchema>(ApiPaths.searchProperty);
/** Its query (`propertyUrl`) is checked by the server's own rule, which forgives a link's trailing punctuation. */
export const detailsByUrl = get<PropertyDetails>(ApiPaths.detailsByUrl);

// ---- Listings: submitting and one's own (multipart bodies checked with PropertySchema) ----

export const submitPropertyDetails = post<SubmitResult, typeof Schemas.PropertySchema>(ApiPaths.submitPropertyDetails);
export const submitPropertyAnonymous = post<SubmitResult, typeof Schemas.PropertySchema>(ApiPaths.submitPropertyAnonymous);
export const detailsById = get<PropertyForEdit, typeof Schemas.PropertyIdQuery>(ApiPaths.detailsById);
export const activeProperties = get<MyPropertyItem[]>(ApiPaths.activeProperties);
export const pendingProperties = get<MyPropertyItem[]>(ApiPaths.pendingProperties);
export const rejectedProperties = get<MyPropertyItem[]>(ApiPaths.rejectedProperties);
export const soldProperties = get<MyPropertyItem[]>(ApiPaths.soldProperties);
export const deleteProperty = get<null, typeof Schemas.IdQuery>(ApiPaths.deleteProperty);
export const markSoldProperty = get<null, typeof Schemas.IdQuery>(ApiPaths.markSoldProperty);
export const approveProperty = get<null, typeof Schemas.ApprovalQuery>(ApiPaths.approveProperty);
export const rejectProperty = get<null, typeof Schemas.ApprovalQuery>(ApiPaths.rejectProperty);

// ---- Accounts ----

export const login = post<CurrentUser, typeof Schemas.LoginSchema>(ApiPaths.login);
export const logout = post<null>(ApiPaths.logout);
export const register = post<null, typeof Schemas.RegisterSchema>(ApiPaths.register);
export const isUserNameAvailable = post<boolean, typeof Schemas.UserNameQuery, 'bare'>(ApiPaths.isUserNameAvailable);
export const isEmailRegistered = post<boolean, typeof Schemas.EmailQuery, 'bare'>(ApiPaths.isEmailRegistered);
export const confirmEmail = get<CurrentUser, typeof Schemas.KeyQuery>(ApiPaths.confirmEmail);
export const profile = get<Profile>(ApiPaths.profile);
export const saveProfile = post<SavedProfile, typeof Schemas.ProfileSchema>(ApiPaths.saveProfile);
export const changePassword = post<null, typeof Schemas.ChangePasswordSchema>(ApiPaths.changePassword);
export const forgotPassword = post<null, typeof Schemas.ForgotPasswordSchema>(ApiPaths.forgotPassword);
export const checkResetKey = get<null, typeof Schemas.KeyQuery>(ApiPaths.checkResetKey);
export const resetPassword = post<null, typeof Schemas.ResetPasswordSchema>(ApiPaths.resetPassword);

// ---- Messages and marketing (replayable writes: an Idempotency-Key answers a retry once) ----

export const contactPropertyOwner = post<null, typeof Schemas.EnquirySchema>(ApiPaths.contactPropertyOwner);
export const contactUs = post<null, typeof Schemas.ContactSchema>(ApiPaths.contactUs);
export const marketingIsPhoneRegistered = post<boolean, typeof Schemas.MarketingPhoneQuery, 'bare'>(ApiPaths.marketingIsPhoneRegistered);
export const marketingRegisterPhone = post<boolean, typeof Schemas.MarketingPhoneQuery, 'bare'>(ApiPaths.marketingRegisterPhone);

// ---- Photos: bytes, read by the browser through imageUrl() rather than called ----

export const image = get<Uint8Array, typeof Schemas.ImageQuery, 'file'>(ApiPaths.image);

// ---- Beyond the spec: favourites, saved searches, push (issue 13) ----

export const favourites = get<FavouriteItem[]>(ApiPaths.favourites);
export const favouriteSet = post<null, typeof Schemas.FavouriteSetSchema>(ApiPaths.favouriteSet);
export const favouritesMerge = post<FavouriteItem[], typeof Schemas.FavouritesMergeSchema>(ApiPaths.favouritesMerge);
export const savedSearches = get<SavedSearchItem[]>(ApiPaths.savedSearches);
export const savedSearchSave = post<SavedSearchItem, typeof Schemas.SavedSearchSaveSchema>(ApiPaths.savedSearchSave);
export const savedSearchByEmail = post<null, typeof Schemas.SavedSearchByEmailSchema>(ApiPaths.savedSearchByEmail);
/** The saved search's id comes in the JSON body, checked with IdQuery. */
export const savedSearchDelete = post<null, typeof Schemas.IdQuery>(ApiPaths.savedSearchDelete);
export const pushKey = get<{ PublicKey: string }>(ApiPaths.pushKey);
export const pushSubscribe = post<null, typeof Schemas.PushSubscribeSchema>(ApiPaths.pushSubscribe);
export const pushUnsubscribe = post<null, typeof Schemas.PushUnsubscribeSchema>(ApiPaths.pushUnsubscribe);

// ---- Beyond the spec: reports, freshness, owner insight (issue 15) ----

export const reportProperty = post<ReportResult, typeof Schemas.ReportSchema>(ApiPaths.reportProperty);
export const confirmAvailable = post<ConfirmAvailableResult, typeof Schemas.ConfirmAvailableSchema>(ApiPaths.confirmAvailable);
export const propertyEvents = post<Insight.EventsResult, typeof Insight.PropertyEventsSchema>(ApiPaths.propertyEvents);
export const propertyInsight = get<Insight.InsightAnswer, typeof Insight.InsightQuery>(ApiPaths.propertyInsight);

// ---- Beyond the spec: the admin console (issue 15, item 1; admins only) ----

export const adminMe = get<Admin.AdminMe>(ApiPaths.adminMe);
export const adminPending = get<Admin.AdminPendingItem[]>(ApiPaths.adminPending);
export const adminApprove = post<null, typeof Admin.AdminApproveSchema>(ApiPaths.adminApprove);
export const adminReject = post<null, typeof Admin.AdminRejectSchema>(ApiPaths.adminReject);
export const adminReported = get<Admin.AdminReportedItem[]>(ApiPaths.adminReported);
export const adminDecideReport = post<ReportDecision, typeof Admin.AdminDecideReportSchema>(ApiPaths.adminDecideReport);
export const adminUsers = get<Admin.AdminUser[], typeof Admin.AdminUsersQuery>(ApiPaths.adminUsers);
export const adminSuspend = post<null, typeof Admin.AdminSuspendSchema>(ApiPaths.adminSuspend);
export const adminUnsuspend = post<null, typeof Admin.AdminSuspendSchema>(ApiPaths.adminUnsuspend);
export const adminAudit = get<Admin.AuditPage, typeof Admin.AdminAuditQuery>(ApiPaths.adminAudit);
