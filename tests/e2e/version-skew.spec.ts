/**
 * An installed app meets a server whose answer changed shape. From a newer release
 * it says it is out of date and Update now reloads it; from the same release it is an ordinary error
 * with a retry, never a blank or crashed page.
 */
import type { Route } from '@playwright/test';
import type { Envelope } from '../../src/contract/envelope.ts';
import { UpdateMessages } from '../../src/components/update/update-messages.ts';
import { journey as test, expect } from './fixtures.ts';
import { demoListings, waitForServiceWorker } from './support.ts';

const { version } = (await import('../../package.json', { with: { type: 'json' } })).default as { version: string };

test.use({ viewport: { width: 360, height: 740 } });

/** The details answer with a field renamed (Title → Heading), as a later release might send it. */
async function renamedField(route: Route, serverVersion: string): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as Envelope<Record<string, unknown>>;
  const { Title, ...rest } = body.Data;
  await route.fulfill({
    response,
    headers: { ...response.headers(), 'x-app-version': serverVersion },
    json: { ...body, Data: { ...rest, Heading: Title } },
  });
}

async function someListing(page: import('@playwright/test').Page): Promise<string> {
  const res = await page.request.get('/api/Home/NewlyAdded');
  expect(res.headers()['x-app-version']).toBe(version);
  return (await demoListings(page.request))[0]!.PropertyUrl;
}

test('an app older than the server says it is out of date, and Update now reloads it', async ({ page, context, allowConsole }) => {
  allowConsole(/Failed to load resource/);
  await page.goto('/');
  await waitForServiceWorker(page);
  const url = await someListing(page);

  // With the worker in control, context.route sees the page's requests (docs/traps.md, trap 5).
  await context.route('**/api/Property/GetPropertyDetailsByUrl*', (route) => renamedField(route, '99.0.0'));
  await page.goto(`/property/${url}`);
  const banner = page.getByRole('alert').filter({ hasText: UpdateMessages.title });
  await expect(banner).toBeVisible();
  // The page itself shows its own error with a retry, not a crash.
  await expect(page.getByText('We could not load this property')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();

  // Update now: the new release is fetched (here: the page reloads) and the server's answer read again.
  await context.unroute('**/api/Property/GetPropertyDetailsByUrl*');
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: UpdateMessages.updateNow }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Property');
  await expect(banner).toBeHidden();
});

test('an answer of another shape from the same release is an ordinary error with a retry', async ({ page, context, allowConsole }) => {
  allowConsole(/Failed to load resource/);
  await page.goto('/');
  await waitForServiceWorker(page);
  const url = await someListing(page);

  await context.route('**/api/Property/GetPropertyDetailsByUrl*', (route) => renamedField(route, version));
  await page.goto(`/property/${url}`);
  await expect(page.getByText('We could not load this property')).toBeVisible();
  await expect(page.getByText(UpdateMessages.title)).toBeHidden();

  // Try again reads it once the answer is right.
  await context.unroute('**/api/Property/GetPropertyDetailsByUrl*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('We could not load this property')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Property');
});
