/**
 * What several journeys need: accounts and listings made through the API as a visitor would, a
 * signed-in context, the worker. Everything a journey makes is its own (unique names, titles, phone
 * numbers and addresses per worker), so journeys can run side by side on two workers.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { scenePhoto } from '../support/photos.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser, ListingItem, MyPropertyItem, PropertyDetails, SearchResult } from '../../src/contract/types.ts';
import { WARM_IDLE_MESSAGE } from '../../src/lib/bandwidth.ts';
import { E2E_REPORTERS } from './admin-account.ts';

export const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** What Chromium logs for requests made while the test has the context offline. */
export const OFFLINE_NOISE = /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED/;
export const QUEUED = 'Saved offline, it will be sent when you are back online';
export const SAVED = 'Your property is saved successfully and sent Admin for approval.';
export const ADMIN_EMAIL = 'admin@basera.test';

/**
 * This worker process, unique for the whole run (Playwright numbers each new worker, a restarted one
 * included): with a per-process counter it makes every name, address and phone number unique even
 * when two workers make them in the same millisecond.
 */
const WORKER = Number(process.env.TEST_WORKER_INDEX ?? 0);
let people = 0;

/**
 * A made-up address per call, so the suite's many sign-ups are many visitors (the server trusts
 * X-Forwarded-For here). Each worker has its own block, so two workers never share one's limits.
 */
export function asVisitor(): Record<string, string> {
  people += 1;
  return { 'X-Forwarded-For': `198.19.${WORKER % 250}.${(people % 250) + 1}` };
}

/** A name no other journey, worker or run uses: `label`, the time, this worker and a counter. */
export function uniqueTag(label: string): string {
  people += 1;
  return `${label}${Date.now().toString(36)}${WORKER}x${people}`;
}

/** A mobile number (`prefix` then seven digits) no other journey or worker registers in this run. */
export function uniquePhone(prefix: string): string {
  people += 1;
  return `${prefix}${String(Date.now() + people).slice(-6)}${WORKER % 10}`;
}

/** Registers through the API and confirms through the mailed link. `label` keeps the user name telling. */
export async function confirmedUser(
  request: APIRequestContext,
  label: string,
  name: { first: string; last: string } = { first: 'Sana', last: 'Malik' },
): Promise<CurrentUser> {
  const tag = uniqueTag(label);
  const email = `${tag}@example.pk`;
  // The sign-up and the click on the mailed link come from the same visitor, whose address has its
  // own limits: from the suite's one address, a long run of sign-ups would spend confirmations' hour.
  const visitor = asVisitor();
  const reg = await request.post('/api/Account/Register', {
    headers: visitor,
    data: { FirstName: name.first, LastName: name.last, UserName: tag, Email: email, Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  await expect.poll(() => mailsTo(DATA_DIR, email).length).toBeGreaterThan(0);
  const key = linkIn(mailsTo(DATA_DIR, email).at(-1)!, '/registration/confirmation').searchParams.get('key')!;
  const confirmed = await request.get(`/api/account/confirm/email?key=${encodeURIComponent(key)}`, { headers: visitor });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const envelope = (await confirmed.json()) as Envelope<CurrentUser>;
  expect(envelope.Data.AuthWebToken).toBeTruthy();
  return envelope.Data;
}

/**
 * Reports `propertyId` as each of the month-old reporters (tests/e2e/admin-account.ts), whose three
 * reports take a listing off the site; `reasons` gives each one's reason and note, in turn.
 */
export async function reportAsEstablished(
  request: APIRequestContext, propertyId: number, reasons: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  for (const [i, [reason, note]] of reasons.entries()) {
    const reporter = E2E_REPORTERS[i]!;
    const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: reporter.userName, password: reporter.password } });
    expect(login.status(), await login.text()).toBe(200);
    const token = ((await login.json()) as Envelope<CurrentUser>).Data.AuthWebToken!;
    const res = await request.post('/api/Property/ReportProperty', {
      headers: { ...asVisitor(), Authorization: `Bearer ${token}` },
      data: { PropertyId: propertyId, Reason: reason, Note: note, DeviceId: `e2e-established-${uniqueTag('d')}`.slice(0, 64) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Every page of `target` starts signed in as `user`, as after a login in an earlier visit. */
export async function signIn(target: BrowserContext | Page, user: CurrentUser): Promise<void> {
  await target.addInitScript((record) => localStorage.setItem('currentUser', record), JSON.stringify(user));
}

/**
 * docs/traps.md, trap 4: `ready` can resolve while the worker is still activating. Wait for an activated
 * worker, then reload so this page (and its API calls) go through it. Chromium now and then loads a
 * reload that comes right after the first activation from the network, with no controller, although the
 * registration's worker is activated (trap 4 has what was seen); the next load is controlled, so a
 * second reload follows only then, and a third miss fails with the registration's state.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated';
  });
  const controlled = (timeout: number) =>
    page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout }).then(() => true, () => false);
  for (const timeout of [10_000, 20_000]) {
    await page.reload();
    if (!(await controlled(timeout))) continue;
    await warmIdleTier(page);
    return;
  }
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = (w: ServiceWorker | null | undefined) => (w ? `${w.state} ${w.scriptURL}` : 'none');
    return {
      href: location.href, readyState: document.readyState,
      controller: worker(navigator.serviceWorker.controller),
      installing: worker(registration?.installing), waiting: worker(registration?.waiting), active: worker(registration?.active),
    };
  }).catch((e: unknown) => ({ evaluateFailed: String(e) }));
  throw new Error(`Two reloads did not come under the service worker: ${JSON.stringify(state)}`);
}

/**
 * Asks the worker for the parts of the app a first visit does not precache, and waits until they are
 * on the device, as the app's own idle-time request does on a good link (sw/idle-warm.ts).
 */
export async function warmIdleTier(page: Page): Promise<{ fetched: number; kept: number; total: number; stopped?: string }> {
  return page.evaluate(async (type) => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data as { fetched: number; kept: number; total: number });
      registration.active?.postMessage({ type }, [channel.port2]);
    });
  }, WARM_IDLE_MESSAGE);
}

/** The listing form's fields a journey fills by hand, where filling the form is the point. */
export interface ListingFormValues {
  title: string;
  /** Typed key by key, as the field keeps digits only. */
  price: string;
  area: string;
  unit: 'Marla' | 'Kanal';
  city: string;
  description: string;
}

/** Fills the listing form as a person does: the required fields, For Sale, a House, one phone number, as its owner. */
export async function fillListingForm(page: Page, values: ListingFormValues): Promise<void> {
  await page.getByLabel('Property Title').fill(values.title);
  await page.getByLabel('Price (PKR)').pressSequentially(values.price);
  await page.getByLabel('For Sale').check();
  await page.getByLabel('Property Type').selectOption({ label: 'House' });
  await page.getByLabel('Area', { exact: true }).fill(values.area);
  await page.getByLabel('Area Unit').selectOption({ label: values.unit });
  await page.getByLabel('Description').fill(values.description);
  await page.getByLabel('City', { exact: true }).selectOption({ label: values.city });
  await page.getByLabel('Phone Number').fill('03001234567');
  await page.getByLabel('Owner', { exact: true }).check();
}

/**
 * Submits a house for sale in Lahore through the API as `token`'s owner, with one photo. Listings the
 * journeys make live in Lahore (city 1) or Multan; journeys that read lists they did not make use
 * other cities (see `demoListings`).
 */
export async function submitListing(
  request: APIRequestContext,
  token: string,
  title: string,
  fields: { FullName?: string; EmailAddress?: string; Description?: string; PhoneNumber?: string; Photo?: Buffer } = {},
): Promise<void> {
  const photo = fields.Photo ?? await photoFor(title);
  const res = await request.post('/api/Property/SubmitPropertyDetails', {
    headers: { ...asVisitor(), Authorization: `Bearer ${token}` },
    multipart: {
      Title: title, Description: fields.Description ?? 'Corner house, 3 bedrooms, near the park.', PurposeId: '1', TypeId: '1', Price: '25000000',
      BedRoomId: '3', BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '1', LocationId: '', OtherFeatures: '[]',
      FullName: fields.FullName ?? 'Bilal Owner', EmailAddress: fields.EmailAddress ?? 'bilal.owner@example.pk', PhoneNumber: fields.PhoneNumber ?? '03001234567',
      file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A photo of its own for a journey's listing, drawn from its title: the same photo under two
 * accounts is held as a copy, which only the admin console approves (not the mailed link).
 */
export function photoFor(title: string): Promise<Buffer> {
  let seed = 7;
  for (const c of title) seed = (seed * 31 + c.charCodeAt(0)) % 1_000_003;
  return scenePhoto(seed, 800, 600);
}

/** Approves a submitted listing through the link mailed to the admin, as the admin would. */
export async function approveByMail(request: APIRequestContext, title: string): Promise<void> {
  const approval = () => mailsTo(DATA_DIR, ADMIN_EMAIL).find((m) => m.subject === `Approve property: ${title}`);
  await expect.poll(() => Boolean(approval())).toBe(true);
  const res = await request.get(`/api/property/approve${linkIn(approval()!, '/property/verification/approve').search}`);
  expect(res.status(), await res.text()).toBe(200);
}

export interface LiveListing {
  id: number;
  url: string;
  title: string;
  /** The account that listed it. */
  user: CurrentUser;
  /** The address the listing's page sends enquiries to. */
  owner: string;
}

/**
 * A listing of the journey's own, live on the site: a new owner submits it through the API and the
 * admin's mailed link approves it. Nothing another journey does can change or hide it.
 */
export async function liveListing(
  request: APIRequestContext,
  label: string,
  options: { user?: CurrentUser; title?: string; fields?: Parameters<typeof submitListing>[3] } = {},
): Promise<LiveListing> {
  const user = options.user ?? (await confirmedUser(request, label, { first: 'Nadia', last: 'Owner' }));
  const title = options.title ?? `${label} corner house ${uniqueTag('')}`;
  await submitListing(request, user.AuthWebToken!, title, options.fields);
  await approveByMail(request, title);
  const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
  const mine = (await (await request.get('/api/property/GetActiveProperties', { headers: auth })).json()) as Envelope<MyPropertyItem[]>;
  const item = mine.Data.find((p) => p.Title === title)!;
  const details = (await (
    await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(item.PropertyUrl)}`)
  ).json()) as Envelope<PropertyDetails>;
  return { id: item.PropertyId, url: item.PropertyUrl, title, user, owner: details.Data.EmailAddress };
}

/** One of `demoListings` and its owner's address, where enquiries about it are mailed. */
export async function demoListingWithOwner(request: APIRequestContext, index: number): Promise<{ url: string; owner: string }> {
  const url = (await demoListings(request))[index]!.PropertyUrl;
  const details = (await (
    await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(url)}`)
  ).json()) as Envelope<{ EmailAddress: string }>;
  return { url, owner: details.Data.EmailAddress };
}

/**
 * Demo listings no journey changes, newest first: Karachi's (city 2). Journeys make, approve, edit,
 * sell, hide and delete listings only in Lahore and Multan, so these stay as they are while other
 * workers run, where the newest listings of the site change under a journey that reads them.
 */
export async function demoListings(request: APIRequestContext): Promise<ListingItem[]> {
  const res = await request.post('/api/Property/SearchProperty', { data: { City: 2 } });
  const items = ((await res.json()) as Envelope<SearchResult>).Data.Items;
  expect(items.length).toBeGreaterThan(5);
  return items;
}

/** The persisted query cache's hashes, one per line (one entry per query, `q <hash>`: src/offline/query-persistence.ts). */
export function persistedQueryHashes(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('basera-query-cache');
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          read.onsuccess = () => {
            const keys = read.result.map(String).filter((key) => key.startsWith('q '));
            resolve(keys.map((key) => key.slice(2)).join('\n'));
            open.result.close();
          };
        };
        open.onerror = () => resolve('');
      }),
  );
}

/**
 * A phone's Chromium: Playwright derives its client hints from the user agent, so the server sees
 * Sec-CH-UA-Mobile: ?1, as from the Android phones most visitors use (src/lib/bandwidth.ts).
 */
export const PHONE = {
  isMobile: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
} as const;

/** The owner's pending listings with this title, as the API lists them (My Properties' pending tab). */
export async function pendingTitled(request: APIRequestContext, token: string | undefined, title: string): Promise<MyPropertyItem[]> {
  const res = await request.get('/api/property/GetPendingProperties', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as Envelope<MyPropertyItem[]>).Data.filter((p) => p.Title === title);
}

/** A listing as its owner's edit form reads it. */
export async function listingForEdit<T>(request: APIRequestContext, token: string | undefined, propertyId: number): Promise<T> {
  const res = await request.get(`/api/Property/GetPropertyDetailsByID?PropertyId=${propertyId}&IncludeImages=false`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as Envelope<T>).Data;
}
