/**
 * The route tree, code-based: every screen is a lazy chunk of its own. Adding a screen is one
 * `createRoute` entry here plus its line in `routeTree`; a public page the server should render for
 * a first visit says so with `staticData: { serverRendered }` (see the declaration at the end).
 */
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { redirectIfLoggedIn, requireLogin } from './api/guards.ts';
import { isSameSitePath } from './contract/same-site.ts';
import { abortNavigationRequests } from './api/navigation.ts';
import { dropDownDataQuery } from './api/reference.ts';
import { newlyAddedQuery, popularPlacesQuery, testimonialsQuery } from './api/home.ts';
import { propertyDetailsQuery } from './api/listings.ts';
import { areaGuideQuery } from './api/guides.ts';
import { prefetchResults } from './features/search/route.ts';
import { RESULTS_SEARCH_KEYS, validateResultsSearch } from './features/search/search-params.ts';
import { PROJECTS_SEARCH_KEYS, validateProjectsSearch } from './features/projects/project-search.ts';
import { PROFILE_SEARCH_KEYS, validateProfileSearch } from './features/profiles/profile-search.ts';
import { RootLayout } from './components/layout/RootLayout.tsx';
import { RouteError } from './components/layout/RouteError.tsx';
import { RoutePending } from './components/layout/RoutePending.tsx';
import { NotFoundPage } from './features/static-pages/NotFoundPage.tsx';
import { currentLocale } from './contract/i18n.ts';
import { URDU_BASE, type Locale } from './contract/locale.ts';
import { parseFlatSearch, stringifyFlatSearch } from './lib/query-string.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// ---- Built screens ----

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/home/HomePage.tsx' : true },
  // Start the data while the page's chunk downloads; the page shows skeletons until it lands.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(newlyAddedQuery());
    void queryClient.prefetchQuery(dropDownDataQuery());
    void queryClient.prefetchQuery(popularPlacesQuery());
    void queryClient.prefetchQuery(testimonialsQuery());
  },
  component: lazyRouteComponent(() => import('./features/home/HomePage.tsx'), 'HomePage'),
});

const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about-us',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/static-pages/AboutPage.tsx' : true },
  component: lazyRouteComponent(() => import('./features/static-pages/AboutPage.tsx'), 'AboutPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/static-pages/PrivacyPage.tsx' : true },
  component: lazyRouteComponent(() => import('./features/static-pages/PrivacyPage.tsx'), 'PrivacyPage'),
});

const registrationInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration/information',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/static-pages/RegistrationInfoPage.tsx' : true },
  component: lazyRouteComponent(
    () => import('./features/static-pages/RegistrationInfoPage.tsx'),
    'RegistrationInfoPage',
  ),
});

// ---- Search results, listing pages and the listing form ----

const propertiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/properties',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/search/SearchPage.tsx' : true, searchKeys: RESULTS_SEARCH_KEYS },
  validateSearch: validateResultsSearch,
  loaderDeps: ({ search }) => search,
  // Results start loading while the page's chunk downloads; placeholders hold the layout meanwhile.
  loader: ({ context: { queryClient }, deps }) => prefetchResults(queryClient, deps),
  component: lazyRouteComponent(() => import('./features/search/SearchPage.tsx'), 'PropertiesPage'),
});

/** Popular-city tiles land here (`/property?City=3`); without a City it is an unfiltered search. */
const propertyIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/property',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/search/SearchPage.tsx' : true, searchKeys: RESULTS_SEARCH_KEYS },
  validateSearch: validateResultsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchResults(queryClient, deps),
  component: lazyRouteComponent(() => import('./features/search/SearchPage.tsx'), 'PropertyIndexPage'),
});

const propertyDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/property/$propertyUrl',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/property/PropertyPage.tsx' : true },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(propertyDetailsQuery(params.propertyUrl));
  },
  component: lazyRouteComponent(() => import('./features/property/PropertyPage.tsx'), 'PropertyPage'),
});

// ---- New projects ----

const projectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/projects',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/projects/ProjectsPage.tsx' : true, searchKeys: PROJECTS_SEARCH_KEYS },
  validateSearch: validateProjectsSearch,
  loaderDeps: ({ search }) => search,
  // The calls come with the page's chunk, keeping the projects' endpoints out of the first load.
  loader: async ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(dropDownDataQuery());
    const { projectsQuery } = await import('./api/projects.ts');
    void queryClient.prefetchQuery(projectsQuery(deps));
  },
  component: lazyRouteComponent(() => import('./features/projects/ProjectsPage.tsx'), 'ProjectsPage'),
});

const projectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/projects/$project',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/projects/ProjectPage.tsx' : true },
  loader: async ({ context: { queryClient }, params }) => {
    const { projectQuery } = await import('./api/projects.ts');
    void queryClient.prefetchQuery(projectQuery(params.project));
  },
  component: lazyRouteComponent(() => import('./features/projects/ProjectPage.tsx'), 'ProjectPage'),
});

// ---- Posters' public profiles and agencies ----

const agentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agents/$slug',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/profiles/AgentPage.tsx' : true, searchKeys: PROFILE_SEARCH_KEYS },
  validateSearch: validateProfileSearch,
  loaderDeps: ({ search }) => search,
  // The calls come with the page's chunk, keeping the profiles' endpoints out of the first load.
  loader: async ({ context: { queryClient }, params, deps }) => (await import('./api/profiles.ts')).prefetchPage(queryClient, { Agent: params.slug }, deps),
  component: lazyRouteComponent(() => import('./features/profiles/AgentPage.tsx'), 'AgentPage'),
});

const agencyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agencies/$slug',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/profiles/AgencyPage.tsx' : true, searchKeys: PROFILE_SEARCH_KEYS },
  validateSearch: validateProfileSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => (await import('./api/profiles.ts')).prefetchPage(queryClient, { Agency: params.slug }, deps),
  component: lazyRouteComponent(() => import('./features/profiles/AgencyPage.tsx'), 'AgencyPage'),
});


const publicProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/public-profile',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/profiles/EditPublicProfilePage.tsx'), 'EditPublicProfilePage'),
});

const submitPropertyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/property/forms/submit',
  component: lazyRouteComponent(() => import('./features/listing-form/SubmitPropertyPage.tsx'), 'SubmitPropertyPage'),
});

// ---- Area guides: a city's and a society's asking prices ----

const cityGuideRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/guides/$city',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/guides/GuidePage.tsx' : true },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(areaGuideQuery(params.city));
  },
  component: lazyRouteComponent(() => import('./features/guides/GuidePage.tsx'), 'CityGuidePage'),
});

const areaGuideRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/guides/$city/$area',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/guides/GuidePage.tsx' : true },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(areaGuideQuery(params.city, params.area));
  },
  component: lazyRouteComponent(() => import('./features/guides/GuidePage.tsx'), 'AreaGuidePage'),
});

// ---- Own listings: edit, My Properties, and the admin's approve / reject links ----

const editPropertyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/property/forms/submit/$id',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/listing-form/SubmitPropertyPage.tsx'), 'EditPropertyPage'),
});

const myPropertiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/properties',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/my-properties/MyPropertiesPage.tsx'), 'MyPropertiesPage'),
});

const photoCheckRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/properties/photo-check/$id',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/my-properties/PhotoCheck.tsx'), 'PhotoCheckPage'),
});

/** The admin's mailed links carry `key` and `email`. */
const validateApproval = (raw: Record<string, unknown>): { key?: string; email?: string } => ({
  ...(typeof raw.key === 'string' && raw.key ? { key: raw.key } : {}),
  ...(typeof raw.email === 'string' && raw.email ? { email: raw.email } : {}),
});

const approvePropertyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/property/verification/approve',
  validateSearch: validateApproval,
  component: lazyRouteComponent(() => import('./features/verification/VerificationPage.tsx'), 'ApprovePropertyPage'),
});

const rejectPropertyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/property/verification/reject',
  validateSearch: validateApproval,
  component: lazyRouteComponent(() => import('./features/verification/VerificationPage.tsx'), 'RejectPropertyPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact-us',
  staticData: { serverRendered: import.meta.env.SSR ? 'src/features/contact/ContactPage.tsx' : true },
  component: lazyRouteComponent(() => import('./features/contact/ContactPage.tsx'), 'ContactPage'),
});

const marketingContactsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/marketing/contacts',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(
    () => import('./features/marketing/MarketingContactsPage.tsx'),
    'MarketingContactsPage',
  ),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login-register',
  validateSearch: (raw: Record<string, unknown>): { returnUrl?: string } => {
    const value = raw.returnUrl;
    // Only same-site paths: a crafted link must not bounce a fresh login to another site.
    return typeof value === 'string' && isSameSitePath(value) ? { returnUrl: value } : {};
  },
  beforeLoad: redirectIfLoggedIn,
  component: lazyRouteComponent(() => import('./features/auth/AuthPage.tsx'), 'LoginPage'),
});

// ---- Accounts: registration, e-mail confirmation, password reset, account pages ----

/** Mailed links carry a one-time `key`. */
const validateKey = (raw: Record<string, unknown>): { key?: string } =>
  typeof raw.key === 'string' && raw.key ? { key: raw.key } : {};

/** Where a page sends a person to register from (an invitation): the address to fill in and the page to come back to. */
const validateRegistration = (raw: Record<string, unknown>): { email?: string; returnUrl?: string } => ({
  ...(typeof raw.email === 'string' && raw.email.length <= 100 ? { email: raw.email } : {}),
  ...(typeof raw.returnUrl === 'string' && isSameSitePath(raw.returnUrl) ? { returnUrl: raw.returnUrl } : {}),
});

const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  validateSearch: validateRegistration,
  beforeLoad: redirectIfLoggedIn,
  component: lazyRouteComponent(() => import('./features/auth/AuthPage.tsx'), 'RegistrationPage'),
});

const confirmationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration/confirmation',
  // `returnUrl`: the page that sent the person to register, where confirming takes them back.
  validateSearch: (raw: Record<string, unknown>): { key?: string; returnUrl?: string } => ({
    ...validateKey(raw),
    ...(typeof raw.returnUrl === 'string' && isSameSitePath(raw.returnUrl) ? { returnUrl: raw.returnUrl } : {}),
  }),
  component: lazyRouteComponent(() => import('./features/auth/ConfirmationPage.tsx'), 'ConfirmationPage'),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(() => import('./features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password/reset',
  validateSearch: validateKey,
  component: lazyRouteComponent(() => import('./features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
});

const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/profile',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/account/ProfilePage.tsx'), 'ProfilePage'),
});

const editProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/profile/edit',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/account/EditProfilePage.tsx'), 'EditProfilePage'),
});

const myAgencyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/agency',
  // An agency's invitation link lands here: `key` is the invitation's id and secret. Opened signed
  // out, the page itself offers to register with the invited address or to log in.
  validateSearch: validateKey,
  beforeLoad: (ctx) => { if (!ctx.search.key) requireLogin(ctx); },
  component: lazyRouteComponent(() => import('./features/profiles/MyAgencyPage.tsx'), 'MyAgencyPage'),
});

const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/change-password',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/account/ChangePasswordPage.tsx'), 'ChangePasswordPage'),
});

// ---- Enquiries as conversations: the poster's inbox, the buyer's own, and a thread by mailed link ----

const enquiryInboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/enquiries',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/enquiries/EnquiriesPages.tsx'), 'EnquiryInboxPage'),
});

const enquiryThreadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/enquiries/$threadId',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/enquiries/ThreadPage.tsx'), 'PosterThreadPage'),
});

const myEnquiriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/my-enquiries',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/enquiries/EnquiriesPages.tsx'), 'MyEnquiriesPage'),
});

const myEnquiryThreadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/my-enquiries/$threadId',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./features/enquiries/ThreadPage.tsx'), 'BuyerThreadPage'),
});

/** The buyer's mailed link carries the thread's `key`. */
const enquiryLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/enquiry/$threadId',
  validateSearch: validateKey,
  component: lazyRouteComponent(() => import('./features/enquiries/ThreadPage.tsx'), 'LinkThreadPage'),
});

// ---- Offline writes: what waits to be sent ----

const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outbox',
  component: lazyRouteComponent(() => import('./features/outbox/OutboxPage.tsx'), 'OutboxPage'),
});

// ---- Offline reading ----

const recentlyViewedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/recently-viewed',
  component: lazyRouteComponent(
    () => import('./features/recently-viewed/RecentlyViewedPage.tsx'),
    'RecentlyViewedPage',
  ),
});

const favouritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/favourites',
  component: lazyRouteComponent(() => import('./features/favourites/FavouritesPage.tsx'), 'FavouritesPage'),
});

const savedSearchesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/saved-searches',
  component: lazyRouteComponent(() => import('./features/saved-searches/SavedSearchesPage.tsx'), 'SavedSearchesPage'),
});

const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/compare',
  component: lazyRouteComponent(() => import('./features/compare/ComparePage.tsx'), 'ComparePage'),
});

// ---- The admin console ----
// For admins only: the loader asks the server, and anyone else gets the not-found page. The server
// answers the address with 404 and never renders it, and the service worker does not serve it from
// its shell (src/contract/app-paths.ts, CONSOLE_PATHS); its code is a chunk of its own.

const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  loader: async () => {
    const me = await (await import('./features/admin/admin-access.ts')).adminSession();
    if (!me) throw notFound();
    return me;
  },
  component: lazyRouteComponent(() => import('./features/admin/AdminPage.tsx'), 'AdminPage'),
});

// ---- Tools: calculators that work offline, their inputs carried in the URL ----

/**
 * The tools keep their inputs in the URL as the text typed, so a link opens them filled in; the
 * pages read numbers out of that text themselves (src/lib/numbers.ts), in their own lazy chunks.
 */
type ToolSearch = Partial<Record<string, string>>;
const validateToolSearch = (raw: Record<string, unknown>): ToolSearch =>
  Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

const toolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tools',
  component: lazyRouteComponent(() => import('./features/tools/ToolsPage.tsx'), 'ToolsPage'),
});

const areaToolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tools/area',
  validateSearch: validateToolSearch,
  component: lazyRouteComponent(() => import('./features/tools/AreaConverterPage.tsx'), 'AreaConverterPage'),
});

const loanToolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tools/loan',
  validateSearch: validateToolSearch,
  component: lazyRouteComponent(() => import('./features/tools/LoanCalculatorPage.tsx'), 'LoanCalculatorPage'),
});

const constructionToolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tools/construction',
  validateSearch: validateToolSearch,
  component: lazyRouteComponent(() => import('./features/tools/ConstructionCostPage.tsx'), 'ConstructionCostPage'),
});

/** Read by the server-side renderer too (src/entry-server.tsx): which routes it renders. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  aboutRoute,
  privacyRoute,
  registrationInfoRoute,
  propertiesRoute,
  propertyIndexRoute,
  propertyDetailRoute,
  cityGuideRoute,
  areaGuideRoute,
  projectsRoute,
  projectRoute,
  agentRoute,
  agencyRoute,
  myAgencyRoute,
  publicProfileRoute,
  submitPropertyRoute,
  editPropertyRoute,
  myPropertiesRoute,
  photoCheckRoute,
  approvePropertyRoute,
  rejectPropertyRoute,
  contactRoute,
  marketingContactsRoute,
  loginRoute,
  registrationRoute,
  confirmationRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  profileRoute,
  editProfileRoute,
  changePasswordRoute,
  recentlyViewedRoute,
  favouritesRoute,
  enquiryInboxRoute,
  enquiryThreadRoute,
  myEnquiriesRoute,
  myEnquiryThreadRoute,
  enquiryLinkRoute,
  compareRoute,
  savedSearchesRoute,
  outboxRoute,
  adminRoute,
  toolsRoute,
  areaToolRoute,
  loanToolRoute,
  constructionToolRoute,
]);

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The browser's history by default; the server-side renderer passes a memory history at the page's URL. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, locale: Locale = currentLocale()) {
  const router = createRouter({
    routeTree,
    // The Urdu pages are the same screens under /ur: every link the app makes
    // stays in the page's language without knowing about it.
    ...(locale === 'ur' ? { basepath: URDU_BASE } : {}),
    ...(history ? { history } : {}),
    context: { queryClient },
    // The spec's URLs are flat (`?City=3&Location=4,7`), not the router's JSON-encoded default.
    parseSearch: parseFlatSearch,
    stringifySearch: stringifyFlatSearch,
    defaultPreload: 'intent',
    // Query owns data freshness; the router only needs to preload code.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestorationBehavior: reducedMotion() ? 'instant' : 'smooth',
  });

  router.subscribe('onBeforeNavigate', (event) => {
    const pageChanged = event.pathChanged || event.fromLocation?.searchStr !== event.toLocation.searchStr;
    if (pageChanged) abortNavigationRequests();
    // The router scrolls to the top after each route change; the user's motion setting may have changed.
    router.options.scrollRestorationBehavior = reducedMotion() ? 'instant' : 'smooth';
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The server renders this route for a first visit (docs/architecture.md, "Pages rendered on the
     * server"): public pages only, never one behind a login, a form or an offline list, as they have
     * nothing public to show before the script runs. In the server-side build the value is the
     * page's module as the client build's manifest names it, so the server links that chunk's CSS
     * and preloads its scripts; it must be the file the route's `lazyRouteComponent` imports. The
     * browser's build keeps only `true` (`import.meta.env.SSR` is false there and the text is
     * dropped): it never reads the mark, and the home page's first load is on a 150 KiB budget.
     */
    serverRendered?: string | true;
    /**
     * The query parameters a server-rendered page reads; none when absent. The server renders and
     * caches the page for these alone, so `?utm_source=…` and the like share one cached page instead
     * of each costing a render (server/http/page-cache.ts).
     */
    searchKeys?: readonly string[];
  }
}
