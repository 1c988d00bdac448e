import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, demoListings, waitForServiceWorker } from './support.ts';

// A push delivered to the service worker (through CDP, as a push service would)
// shows a notification; the listing it is about was fetched with it, so it then opens offline.
test.use({ viewport: { width: 360, height: 740 } });

test('a pushed alert shows a notification, and its listing opens offline', async ({ page, context, allowConsole, baseURL }) => {
  allowConsole(OFFLINE_NOISE);
  await context.grantPermissions(['notifications']);
  const listing = (await demoListings(page.request)).at(-1)!;
  await page.goto('/favourites');
  await waitForServiceWorker(page);

  const origin = new URL(baseURL!).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { title: 'New for "Houses in Lahore"', body: `${listing.Title}: PKR 2 Crore`, url: `/property/${listing.PropertyUrl}`, tag: 'search-1' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });

  const shown = () => page.evaluate(async () => {
    const notes = await (await navigator.serviceWorker.ready).getNotifications();
    return notes.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: 'search-1', data: { url: payload.url } }]);

  // A tap opens the listing; with no signal by then, it comes from what the push fetched.
  await context.setOffline(true);
  await page.goto(payload.url);
  await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();
  await context.setOffline(false);
});
