/** What several journeys need: accounts made as a visitor would, a signed-in context, the worker. */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser } from '../../src/contract/types.ts';
import { WARM_IDLE_MESSAGE } from '../../src/lib/bandwidth.ts';

export const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** What Chromium logs for requests made while the test has the context offline. */
export const OFFLINE_NOISE = /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED/;
export const QUEUED = 'Saved offline, it will be sent when you are back online';

let people = 0;

/** A made-up address per call, so the suite's many sign-ups are many visitors (the server trusts X-Forwarded-For here). */
export function asVisitor(): Record<string, string> {
  people += 1;
  return { 'X-Forwarded-For': `198.51.100.${people % 250}` };
}

/** Registers through the API and confirms through the mailed link. `label` keeps the user name telling. */
export async function confirmedUser(
  request: APIRequestContext,
  label: string,
  name: { first: string; last: string } = { first: 'Sana', last: 'Malik' },
): Promise<CurrentUser> {
  people += 1;
  const tag = `${label}${Date.now().toString(36)}${people}`;
  const email = `${tag}@example.pk`;
  const reg = await request.post('/api/Account/Register', {
    headers: asVisitor(),
    data: { FirstName: name.first, LastName: name.last, UserName: tag, Email: email, Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  await expect.poll(() => mailsTo(DATA_DIR, email).length).toBeGreaterThan(0);
  const key = linkIn(mailsTo(DATA_DIR, email).at(-1)!, '/registration/confirmation').searchParams.get('key')!;
  const confirmed = await request.get(`/api/account/confirm/email?key=${encodeURIComponent(key)}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const envelope = (await confirmed.json()) as Envelope<CurrentUser>;
  expect(envelope.Data.AuthWebToken).toBeTruthy();
  return envelope.Data;
}

/** Every page of `target` starts signed in as `user`, as after a login in an earlier visit. */
export async function signIn(target: BrowserContext | Page, user: CurrentUser): Promise<void> {
  await target.addInitScript((record) => localStorage.setItem('currentUser', record), JSON.stringify(user));
}

/**
 * docs/traps.md, trap 4: `ready` can resolve while the worker is still activating. Wait for an activated
 * worker, then reload once so this page (and its API calls) go through it.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated';
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await warmIdleTier(page);
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

/** One of the newest listings and its owner's address, where enquiries about it are mailed. */
export async function newListingWithOwner(request: APIRequestContext, index: number): Promise<{ url: string; owner: string }> {
  const newly = (await (await request.get('/api/Home/NewlyAdded')).json()) as Envelope<Array<{ PropertyUrl: string }>>;
  const url = newly.Data[index]!.PropertyUrl;
  const details = (await (
    await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(url)}`)
  ).json()) as Envelope<{ EmailAddress: string }>;
  return { url, owner: details.Data.EmailAddress };
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
