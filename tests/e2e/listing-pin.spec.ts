import { journey as test, expect } from './fixtures.ts';
import {
  OFFLINE_NOISE, QUEUED, SAVED, confirmedUser, fillListingForm, listingForEdit, pendingTitled, signIn, waitForServiceWorker,
} from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { LocationOption, PropertyForEdit } from '../../src/contract/types.ts';

test.describe('the point on the map', () => {
  test('recorded offline with the phone\'s location, the queued listing arrives with it', async ({ context, request, allowConsole }) => {
    test.setTimeout(150_000);
    allowConsole(OFFLINE_NOISE);
    // Gulberg, Lahore: more decimals than a listing keeps.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 31.516123456, longitude: 74.349876543, accuracy: 12 });
    const user = await confirmedUser(request, 'pinner', { first: 'Sana', last: 'Pervaiz' });
    await signIn(context, user);
    const title = `Pinned house in Gulberg ${Date.now()}`;

    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/outbox');
    await page.goto('/property/forms/submit');
    await fillListingForm(page, {
      title, price: '42000000', area: '10', unit: 'Marla', city: 'Lahore', description: 'Recorded at the gate, sent when the connection came back.',
    });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const recorded = page.getByRole('status').filter({ hasText: 'Point recorded' });
    await expect(recorded).toContainText('31.51612, 74.34988');
    await expect(recorded).toContainText('Accurate to about 12 m.');
    const exact = page.getByRole('checkbox', { name: 'Show the exact location publicly' });
    await expect(exact).not.toBeChecked();
    await expect(page.getByText('people see only a circle of about 150 m around it')).toBeVisible();

    // Removed, the form offers to record it again; recorded again from a step further in.
    await page.getByRole('button', { name: 'Remove the recorded point' }).click();
    await expect(recorded).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use my current location' })).toBeFocused();
    await context.setGeolocation({ latitude: 31.51634, longitude: 74.34991, accuracy: 8 });
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(recorded).toContainText('31.51634, 74.34991');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await expect(page).toHaveURL(/\/outbox$/);

    await context.setOffline(false);
    await expect(page.getByText('Nothing waiting')).toBeVisible({ timeout: 30_000 });
    const mine = await pendingTitled(request, user.AuthWebToken, title);
    expect(mine).toHaveLength(1);
    const edit = await listingForEdit<PropertyForEdit>(request, user.AuthWebToken, mine[0]!.PropertyId);
    expect([edit.PinLatitude, edit.PinLongitude, edit.ShowExactLocation]).toEqual([31.51634, 74.34991, false]);

    // The edit form shows the stored point, and the choice to show it exactly is kept.
    await page.goto(`/property/forms/submit/${mine[0]!.PropertyId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Point recorded' })).toContainText('31.51634, 74.34991');
    await page.getByRole('checkbox', { name: 'Show the exact location publicly' }).check();
    await expect(page.getByText('People will see the exact point you recorded.')).toBeVisible();
  });

  test('a blocked location says so and the listing goes on without a point', async ({ context, request, allowConsole }) => {
    allowConsole(OFFLINE_NOISE);
    await context.clearPermissions();
    const user = await confirmedUser(request, 'pinner', { first: 'Omar', last: 'Sheikh' });
    await signIn(context, user);
    const page = await context.newPage();
    await page.goto('/property/forms/submit');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Location access is blocked' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Show the exact location publicly' })).toHaveCount(0);
  });

  test('placed on the map: it opens on the chosen location, a tap moves the pin there, and the listing is saved with the point', async ({ context, request }) => {
    test.setTimeout(120_000);
    const user = await confirmedUser(request, 'placer', { first: 'Hina', last: 'Qureshi' });
    await signIn(context, user);
    const locations = (await (await request.get('/api/Property/GetLocations?cityId=1')).json()) as Envelope<LocationOption[]>;
    const gulberg = locations.Data.find((l) => l.Text === 'Gulberg');
    expect(gulberg?.Latitude, 'Gulberg has a centre').toEqual(expect.any(Number));
    const title = `House placed on the map ${Date.now()}`;

    const page = await context.newPage();
    await page.goto('/property/forms/submit');
    await expect(page.locator('html[data-app=ready]')).toBeAttached();
    await fillListingForm(page, {
      title, price: '38000000', area: '1', unit: 'Kanal', city: 'Lahore', description: 'Placed on the map from home, before the visit.',
    });
    await page.getByLabel('Location (optional)').selectOption({ label: 'Gulberg' });

    await page.getByRole('button', { name: 'Place it on the map' }).click();
    const map = page.getByRole('region', { name: "Map for placing the property's point" });
    await expect(map).toBeVisible();
    const picker = page.locator('[data-zoom]');
    const zoom = async () => Number(await picker.getAttribute('data-zoom'));
    await expect.poll(zoom).toBe(15);
    // At 15 a point is still a guess: the form asks for a closer look first.
    const use = page.getByRole('button', { name: 'Use this point' });
    await expect(use).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Zoom in closer' })).toBeVisible();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(zoom).toBe(16);
    await expect(use).toBeEnabled();
    await use.click();
    const recorded = page.getByRole('status').filter({ hasText: 'Point recorded' });
    const shown = async () => (await recorded.locator('[translate=no]').textContent() ?? '').split(', ').map(Number);
    const [lat, lng] = await shown();
    expect(lat).toBeCloseTo(gulberg!.Latitude!, 4);
    expect(lng).toBeCloseTo(gulberg!.Longitude!, 4);
    await expect(page.getByRole('button', { name: 'Move it on the map' })).toBeFocused();

    // Moved: a tap east of the pin brings that place under it.
    await page.getByRole('button', { name: 'Move it on the map' }).click();
    await expect.poll(zoom).toBe(17);
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 } });
    await expect.poll(async () => (await page.locator('.leaflet-map-pane').getAttribute('style')) ?? '').toMatch(/translate3d\(-80px/);
    await page.getByRole('button', { name: 'Use this point' }).click();
    await expect.poll(async () => (await shown())[1]!).toBeGreaterThan(lng!);
    const [movedLat, movedLng] = await shown();
    expect(movedLat).toBeCloseTo(lat!, 4);

    // Cancel keeps the point as it was.
    await page.getByRole('button', { name: 'Move it on the map' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(map).toHaveCount(0);
    expect(await shown()).toEqual([movedLat, movedLng]);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(SAVED)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pendingTitled(request, user.AuthWebToken, title)).length).toBe(1);
    const [saved] = await pendingTitled(request, user.AuthWebToken, title);
    const edit = await listingForEdit<PropertyForEdit>(request, user.AuthWebToken, saved!.PropertyId);
    expect([edit.PinLatitude, edit.PinLongitude]).toEqual([movedLat, movedLng]);
  });
});
