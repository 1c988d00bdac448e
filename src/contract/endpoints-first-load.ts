/**
 * The endpoint table's types and makers, and the entries the app chunk itself calls: the home page's
 * sections, the reference lists, search and a listing's page. The table is src/contract/endpoints.ts,
 * which re-exports these; its header says what an entry is.
 *
 * Why apart: an entry is defined in the chunk of the module that declares it, whichever chunk calls
 * it, and the app chunk reaches the table through src/api/home.ts, reference.ts and listings.ts. With
 * every entry in one module there, each entry only a lazily loaded screen calls (login, the console,
 * saved searches, one's own listings) cost the home page's first load about ten bytes gzip. So what
 * the app chunk reaches imports its entries from here, and only lazily loaded chunks and the server
 * import endpoints.ts; vite.config.ts refuses a build whose app chunk takes in endpoints.ts.
 */
import type { ApiPath } from './api-paths.ts';
import { ApiPaths } from './api-paths.ts';
import type * as Schemas from './schemas.ts';
import type * as Guides from './guides.ts';
import type * as Enquiries from './enquiries.ts';
import type { DropDownData, ListingCard, LocationOption, PopularCity, PropertyDetails, SearchResult, Testimonial } from './types.ts';

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

/*
 * An entry names its path by its key in ApiPaths, a literal rather than `ApiPaths.x`: the bundler
 * keeps a property read it cannot prove harmless even when the pure call around it is dropped.
 */
export const get = <Answer, Schema = undefined, Shape extends AnswerShape = 'envelope'>(path: keyof typeof ApiPaths): Endpoint<Answer, Schema, Shape> =>
  ({ method: 'GET', path: ApiPaths[path] });
export const post = <Answer, Schema = undefined, Shape extends AnswerShape = 'envelope'>(path: keyof typeof ApiPaths): Endpoint<Answer, Schema, Shape> =>
  ({ method: 'POST', path: ApiPaths[path] });

// ---- Home page (docs/product.md, section 7) ----

export const homeNewlyAdded = /* @__PURE__ */ get<ListingCard[]>('homeNewlyAdded');
export const homeMostPopularPlaces = /* @__PURE__ */ get<PopularCity[]>('homeMostPopularPlaces');
export const homeWhatOurClientSays = /* @__PURE__ */ get<Testimonial[]>('homeWhatOurClientSays');

// ---- Reference data ----

export const dropDownData = /* @__PURE__ */ get<DropDownData>('dropDownData');
/** The same path as a POST: the lists plus the chosen city's locations (the spec leaves this answer open). */
export const dropDownDataForCity = /* @__PURE__ */ post<DropDownData & { Locations: LocationOption[] }>('dropDownData');
export const getLocations = /* @__PURE__ */ get<LocationOption[], typeof Schemas.LocationsQuery>('getLocations');
export const locations = /* @__PURE__ */ get<LocationOption[], typeof Schemas.LocationsQuery>('locations');

// ---- Listings: search and public pages ----

export const searchProperty = /* @__PURE__ */ post<SearchResult, typeof Schemas.SearchSchema>('searchProperty');
/**
 * The same search as a GET on the same path, its criteria in the query string (search-query.ts writes
 * the canonical one): what the app calls, as a shared cache may keep it and a proxy may retry it.
 */
export const searchPropertyGet = /* @__PURE__ */ get<SearchResult, typeof Schemas.SearchSchema>('searchProperty');
/** Its query (`propertyUrl`) is checked by the server's own rule, which forgives a link's trailing punctuation. */
export const detailsByUrl = /* @__PURE__ */ get<PropertyDetails>('detailsByUrl');

// Beyond the spec: an area guide, prefetched by its route's loader (src/router.tsx).
export const areaGuide = /* @__PURE__ */ get<Guides.AreaGuide, typeof Guides.AreaGuideQuery>('areaGuide');

// ---- Enquiries: the account menu's count of new ones, a listing page's response figure ----

export const enquiryInbox = /* @__PURE__ */ get<Enquiries.EnquiryInbox>('enquiryInbox');
export const responseFigure = /* @__PURE__ */ get<Enquiries.ResponseFigureAnswer, typeof Enquiries.ResponseFigureQuery>('responseFigure');
