/**
 * The endpoint table: every call under /api with its method, its path (the
 * spellings of api-paths.ts), the schema its input is checked with where the contract has one, and
 * the type of its answer. The server registers its routes from these entries (server/routes/*,
 * through `serve` in server/routes/endpoint.ts) and the client calls them through
 * src/api/endpoint-call.ts, so an answer's type is written once here and a handler that answers
 * another shape, or a call that expects one, fails the type check instead of drifting
 * (docs/architecture.md, "Routes, services, database").
 *
 * Only method and path exist at run time. The schema and the answer are types (`import type`), so
 * no valibot schema reaches the client's first load through this file; and each entry is an export
 * of its own (read as `Endpoints.x` through `import * as Endpoints`), marked pure, so a page's bundle
 * carries only the entries it calls (the home page's 150 KiB budget, README "First-load budget");
 * without the marks the bundler keeps every entry, as reading ApiPaths might have effects.
 *
 * The entries the app chunk calls, with the types and the makers, are in endpoints-first-load.ts
 * and re-exported below: whatever module declares an entry, the entry is defined in that module's
 * chunk, and this one is reached only by lazily loaded chunks and the server.
 */
import type * as Admin from './admin.ts';
import type * as Asking from './asking.ts';
import type * as Society from './society.ts';
import type * as Projects from './projects.ts';
import type * as Profiles from './profiles.ts';
import type * as Agencies from './agencies.ts';
import type * as Duplicates from './duplicates.ts';
import type * as Enquiries from './enquiries.ts';
import type * as Vitals from './vitals.ts';
import { get, post } from './endpoints-first-load.ts';
import type { ConfirmAvailableResult } from './freshness.ts';
import type { AccountAreaPreference } from './area.ts';
import type * as Insight from './insight.ts';
import type * as Reveal from './phone-reveal.ts';
import type * as Schemas from './schemas.ts';
import type * as Listing from './property-schema.ts';
import type * as Verification from './verification.ts';
import type * as PhotoCheck from './photo-check.ts';
import type * as PhotoCheckLimits from './photo-check-limits.ts';
import type {
  CurrentUser, FavouriteItem, MapSearchResult, MyPropertyItem, Profile, PropertyForEdit, ReportAboutMine, ReportDecision, ReportResult, SavedProfile, SavedSearchItem,
  SubmitFormOptions, SubmitResult,
} from './types.ts';

export type { AnswerOf, AnswerShape, AnyEndpoint, Endpoint, SchemaOf, ShapeOf } from './endpoints-first-load.ts';

// ---- Home page, reference data, search and a listing's page: the app chunk calls them (endpoints-first-load.ts) ----

export {
  detailsByUrl, dropDownData, dropDownDataForCity, enquiryInbox, getLocations, responseFigure, homeMostPopularPlaces, homeNewlyAdded, homeWhatOurClientSays,
  locations, searchProperty, searchPropertyGet, areaGuide,
} from './endpoints-first-load.ts';

/** Clusters and single listings in a map's viewport, for the same criteria as a search. */
export const mapSearch = /* @__PURE__ */ post<MapSearchResult, typeof Schemas.SearchSchema>('mapSearch');

// ---- Listings: submitting and one's own (multipart bodies checked with PropertySchema) ----

/** The listing form's option lists: a GET on the path a submission POSTs to. */
export const submitFormOptions = /* @__PURE__ */ get<SubmitFormOptions>('submitPropertyDetails');
export const submitPropertyDetails = /* @__PURE__ */ post<SubmitResult, typeof Listing.PropertySchema>('submitPropertyDetails');
export const submitPropertyAnonymous = /* @__PURE__ */ post<SubmitResult, typeof Listing.PropertySchema>('submitPropertyAnonymous');
export const detailsById = /* @__PURE__ */ get<PropertyForEdit, typeof Schemas.PropertyIdQuery>('detailsById');
export const activeProperties = /* @__PURE__ */ get<MyPropertyItem[]>('activeProperties');
export const pendingProperties = /* @__PURE__ */ get<MyPropertyItem[]>('pendingProperties');
export const rejectedProperties = /* @__PURE__ */ get<MyPropertyItem[]>('rejectedProperties');
export const soldProperties = /* @__PURE__ */ get<MyPropertyItem[]>('soldProperties');
export const deleteProperty = /* @__PURE__ */ get<null, typeof Schemas.IdQuery>('deleteProperty');
export const markSoldProperty = /* @__PURE__ */ get<null, typeof Schemas.IdQuery>('markSoldProperty');
export const approveProperty = /* @__PURE__ */ get<null, typeof Schemas.ApprovalQuery>('approveProperty');
export const rejectProperty = /* @__PURE__ */ get<null, typeof Schemas.ApprovalQuery>('rejectProperty');

// ---- Accounts ----

export const login = /* @__PURE__ */ post<CurrentUser, typeof Schemas.LoginSchema>('login');
export const logout = /* @__PURE__ */ post<null>('logout');
export const register = /* @__PURE__ */ post<null, typeof Schemas.RegisterSchema>('register');
export const isUserNameAvailable = /* @__PURE__ */ post<boolean, typeof Schemas.UserNameQuery, 'bare'>('isUserNameAvailable');
export const isEmailRegistered = /* @__PURE__ */ post<boolean, typeof Schemas.EmailQuery, 'bare'>('isEmailRegistered');
export const confirmEmail = /* @__PURE__ */ get<CurrentUser, typeof Schemas.KeyQuery>('confirmEmail');
export const profile = /* @__PURE__ */ get<Profile>('profile');
export const saveProfile = /* @__PURE__ */ post<SavedProfile, typeof Schemas.ProfileSchema>('saveProfile');
export const changePassword = /* @__PURE__ */ post<null, typeof Schemas.ChangePasswordSchema>('changePassword');
export const areaUnit = /* @__PURE__ */ get<AccountAreaPreference>('areaUnit');
export const saveAreaUnit = /* @__PURE__ */ post<AccountAreaPreference, typeof Schemas.AreaPreferenceSchema>('saveAreaUnit');
export const forgotPassword = /* @__PURE__ */ post<null, typeof Schemas.ForgotPasswordSchema>('forgotPassword');
export const checkResetKey = /* @__PURE__ */ get<null, typeof Schemas.KeyQuery>('checkResetKey');
export const resetPassword = /* @__PURE__ */ post<null, typeof Schemas.ResetPasswordSchema>('resetPassword');

// ---- Messages and marketing (replayable writes: an Idempotency-Key answers a retry once) ----

export const contactPropertyOwner = /* @__PURE__ */ post<null, typeof Schemas.EnquirySchema>('contactPropertyOwner');
export const contactUs = /* @__PURE__ */ post<null, typeof Schemas.ContactSchema>('contactUs');
export const marketingIsPhoneRegistered = /* @__PURE__ */ post<boolean, typeof Schemas.MarketingPhoneQuery, 'bare'>('marketingIsPhoneRegistered');
export const marketingRegisterPhone = /* @__PURE__ */ post<boolean, typeof Schemas.MarketingPhoneQuery, 'bare'>('marketingRegisterPhone');

// ---- Photos: bytes, read by the browser through imageUrl() rather than called ----

export const image = /* @__PURE__ */ get<Uint8Array, typeof Schemas.ImageQuery, 'file'>('image');
export const shareImage = /* @__PURE__ */ get<Uint8Array, typeof Schemas.ShareImageQuery, 'file'>('shareImage');

// ---- Beyond the spec: favourites, saved searches, push ----

export const favourites = /* @__PURE__ */ get<FavouriteItem[]>('favourites');
export const favouriteSet = /* @__PURE__ */ post<null, typeof Schemas.FavouriteSetSchema>('favouriteSet');
export const favouritesMerge = /* @__PURE__ */ post<FavouriteItem[], typeof Schemas.FavouritesMergeSchema>('favouritesMerge');
export const savedSearches = /* @__PURE__ */ get<SavedSearchItem[]>('savedSearches');
export const savedSearchSave = /* @__PURE__ */ post<SavedSearchItem, typeof Schemas.SavedSearchSaveSchema>('savedSearchSave');
export const savedSearchByEmail = /* @__PURE__ */ post<null, typeof Schemas.SavedSearchByEmailSchema>('savedSearchByEmail');
/** The saved search's id comes in the JSON body, checked with IdQuery. */
export const savedSearchDelete = /* @__PURE__ */ post<null, typeof Schemas.IdQuery>('savedSearchDelete');
export const pushKey = /* @__PURE__ */ get<{ PublicKey: string }>('pushKey');
export const pushSubscribe = /* @__PURE__ */ post<null, typeof Schemas.PushSubscribeSchema>('pushSubscribe');
export const pushUnsubscribe = /* @__PURE__ */ post<null, typeof Schemas.PushUnsubscribeSchema>('pushUnsubscribe');

// ---- Beyond the spec: reports, freshness, owner insight ----

export const reportProperty = /* @__PURE__ */ post<ReportResult, typeof Schemas.ReportSchema>('reportProperty');
export const reportsAboutMine = /* @__PURE__ */ get<ReportAboutMine[]>('reportsAboutMine');
export const answerReports = /* @__PURE__ */ post<null, typeof Schemas.ReportAnswerSchema>('answerReports');
export const confirmAvailable = /* @__PURE__ */ post<ConfirmAvailableResult, typeof Schemas.ConfirmAvailableSchema>('confirmAvailable');
/** 'Relist #id' instead of a second copy of one's own listing. */
export const relist = /* @__PURE__ */ post<Duplicates.RelistResult, typeof Duplicates.RelistSchema>('relist');
export const propertyEvents = /* @__PURE__ */ post<Insight.EventsResult, typeof Insight.PropertyEventsSchema>('propertyEvents');
export const propertyInsight = /* @__PURE__ */ get<Insight.InsightAnswer, typeof Insight.InsightQuery>('propertyInsight');
export const revealPhone = /* @__PURE__ */ post<Reveal.PhoneReveal, typeof Reveal.PhoneRevealSchema>('revealPhone');
export const vitalsReport = /* @__PURE__ */ post<null, typeof Vitals.VitalsReportSchema>('vitalsReport');
/** Null when too few listings of the group compare. */
export const askingMedian = /* @__PURE__ */ get<Asking.AskingMedian | null, typeof Asking.AskingMedianQuery>('askingMedian');

// ---- Beyond the spec: enquiries as conversations ----

export const enquiryMine = /* @__PURE__ */ get<Enquiries.EnquiryThreadSummary[]>('enquiryMine');
export const enquiryThread = /* @__PURE__ */ get<Enquiries.EnquiryThread, typeof Enquiries.EnquiryThreadQuery>('enquiryThread');
export const enquiryReply = /* @__PURE__ */ post<Enquiries.EnquiryThread, typeof Enquiries.EnquiryReplySchema>('enquiryReply');
export const enquirySetStatus = /* @__PURE__ */ post<Enquiries.EnquiryThread, typeof Enquiries.EnquiryStatusSchema>('enquirySetStatus');
export const enquiryHandled = /* @__PURE__ */ post<null, typeof Enquiries.EnquiryHandledSchema>('enquiryHandled');
export const enquiryRelease = /* @__PURE__ */ post<null, typeof Enquiries.EnquiryReleaseSchema>('enquiryRelease');

// ---- Beyond the spec: "Phone verified" ----

export const phoneSendCode = /* @__PURE__ */ post<Verification.PhoneCodeSent, typeof Verification.PhoneSendCodeSchema>('phoneSendCode');
export const phoneVerify = /* @__PURE__ */ post<Verification.PhoneVerified, typeof Verification.PhoneVerifySchema>('phoneVerify');
/** The numbers the signed-in person has proved, national form. */
export const phoneVerified = /* @__PURE__ */ get<string[]>('phoneVerified');

// ---- Beyond the spec: "Photo-checked" ----

/** Multipart: PropertyId and one to five `file` parts. */
export const photoCheckRequest = /* @__PURE__ */ post<PhotoCheckLimits.PhotoCheckStatus, typeof PhotoCheck.PhotoCheckRequestSchema>('photoCheckRequest');
export const photoCheckStatus = /* @__PURE__ */ get<PhotoCheckLimits.PhotoCheckDetails, typeof PhotoCheck.PhotoCheckStatusQuery>('photoCheckStatus');

// ---- Beyond the spec: the admin console (admins only) ----

export const adminMe = /* @__PURE__ */ get<Admin.AdminMe>('adminMe');
export const adminPending = /* @__PURE__ */ get<Admin.AdminPendingItem[]>('adminPending');
export const adminApprove = /* @__PURE__ */ post<null, typeof Admin.AdminApproveSchema>('adminApprove');
export const adminReject = /* @__PURE__ */ post<null, typeof Admin.AdminRejectSchema>('adminReject');
export const adminReported = /* @__PURE__ */ get<Admin.AdminReportedItem[]>('adminReported');
export const adminDecideReport = /* @__PURE__ */ post<ReportDecision, typeof Admin.AdminDecideReportSchema>('adminDecideReport');
export const adminUsers = /* @__PURE__ */ get<Admin.AdminUser[], typeof Admin.AdminUsersQuery>('adminUsers');
export const adminSuspend = /* @__PURE__ */ post<null, typeof Admin.AdminSuspendSchema>('adminSuspend');
export const adminUnsuspend = /* @__PURE__ */ post<null, typeof Admin.AdminSuspendSchema>('adminUnsuspend');
export const adminAudit = /* @__PURE__ */ get<Admin.AuditPage, typeof Admin.AdminAuditQuery>('adminAudit');
export const adminSocieties = /* @__PURE__ */ get<Society.SocietyEntry[]>('adminSocieties');
export const adminSocietySet = /* @__PURE__ */ post<null, typeof Society.SocietySetSchema>('adminSocietySet');
export const adminSocietyRemove = /* @__PURE__ */ post<null, typeof Society.SocietyRemoveSchema>('adminSocietyRemove');
export const adminProjects = /* @__PURE__ */ get<Projects.ProjectForEdit[]>('adminProjects');
/** Adds a project (ProjectId 0) or changes one; answers its id and slug. */
export const adminProjectSave = /* @__PURE__ */ post<Projects.ProjectSaved, typeof Projects.ProjectSaveSchema>('adminProjectSave');
export const adminProjectRemove = /* @__PURE__ */ post<null, typeof Projects.ProjectIdSchema>('adminProjectRemove');
export const adminProjectLink = /* @__PURE__ */ post<null, typeof Projects.ProjectLinkSchema>('adminProjectLink');
/** Stores photos for a project (multipart `file` parts, checked as listing photos are); answers their upload names. */
export const adminProjectPhotos = /* @__PURE__ */ post<Projects.ProjectPhotosStored, typeof Projects.ProjectPhotosSchema>('adminProjectPhotos');

// ---- Beyond the spec: new projects ----

export const projectsList = /* @__PURE__ */ get<Projects.ProjectPage, typeof Projects.ProjectsQuery>('projectsList');
export const projectDetails = /* @__PURE__ */ get<Projects.ProjectDetails, typeof Projects.ProjectQuery>('projectDetails');
export const adminPhotoChecks = /* @__PURE__ */ get<PhotoCheckLimits.AdminPhotoCheckItem[]>('adminPhotoChecks');
export const adminPhotoCheckApprove = /* @__PURE__ */ post<null, typeof PhotoCheck.AdminPhotoCheckApproveSchema>('adminPhotoCheckApprove');
export const adminPhotoCheckRefuse = /* @__PURE__ */ post<null, typeof PhotoCheck.AdminPhotoCheckRefuseSchema>('adminPhotoCheckRefuse');
/** Held first enquiries, oldest first; releasing sends one on as a new enquiry, deleting removes it for good. */
export const adminHeldEnquiries = /* @__PURE__ */ get<Enquiries.AdminHeldEnquiry[]>('adminHeldEnquiries');
export const adminHeldRelease = /* @__PURE__ */ post<null, typeof Enquiries.AdminHeldEnquirySchema>('adminHeldRelease');
export const adminHeldDelete = /* @__PURE__ */ post<null, typeof Enquiries.AdminHeldEnquirySchema>('adminHeldDelete');

// ---- Beyond the spec: posters' public profiles ----

export const profileDetails = /* @__PURE__ */ get<Profiles.PublicProfile, typeof Profiles.ProfileQuery>('profileDetails');
/** A page of one poster's (Agent) or one agency's (Agency) live listings. */
export const profileListings = /* @__PURE__ */ get<Profiles.ProfileListingsPage, typeof Profiles.ProfileListingsQuery>('profileListings');
export const profileMine = /* @__PURE__ */ get<Profiles.MyProfile>('profileMine');
export const profileSave = /* @__PURE__ */ post<Profiles.MyProfile, typeof Profiles.ProfileSaveSchema>('profileSave');
/** Multipart: the photo as `file`, re-encoded small. */
export const profileSavePhoto = /* @__PURE__ */ post<Profiles.MyProfile, typeof Profiles.ProfilePhotoSchema>('profileSavePhoto');

// ---- Beyond the spec: agencies ----

export const agencyDetails = /* @__PURE__ */ get<Agencies.AgencyPage, typeof Agencies.AgencyQuery>('agencyDetails');
export const agencyMine = /* @__PURE__ */ get<Agencies.MyAgency>('agencyMine');
/** Makes the caller's agency (they become its admin) or changes it (admin only). */
export const agencySave = /* @__PURE__ */ post<Agencies.MyAgency, typeof Agencies.AgencySaveSchema>('agencySave');
/** Multipart: the logo as `file`, re-encoded small. */
export const agencySaveLogo = /* @__PURE__ */ post<Agencies.MyAgency, typeof Agencies.AgencyLogoSchema>('agencySaveLogo');
export const agencyInvite = /* @__PURE__ */ post<null, typeof Agencies.AgencyInviteSchema>('agencyInvite');
/** The invitation a mailed link names, for the signed-in person it was sent to. */
export const agencyInviteView = /* @__PURE__ */ get<Agencies.AgencyInviteView, typeof Agencies.AgencyInviteQuery>('agencyInviteView');
export const agencyAccept = /* @__PURE__ */ post<Agencies.MyAgency, typeof Agencies.AgencyAcceptSchema>('agencyAccept');
export const agencyRemove = /* @__PURE__ */ post<null, typeof Agencies.AgencyRemoveSchema>('agencyRemove');
/** A member leaves their agency; their agency listings stay with it, as when the admin removes them. */
export const agencyLeave = /* @__PURE__ */ post<Agencies.MyAgency, typeof Agencies.AgencyLeaveSchema>('agencyLeave');
/** Signed out: which agency an invitation link is from, the address it is for, and whether that address has an account. */
export const agencyInvitePreview = /* @__PURE__ */ get<Agencies.AgencyInvitePreview, typeof Agencies.AgencyInviteQuery>('agencyInvitePreview');
