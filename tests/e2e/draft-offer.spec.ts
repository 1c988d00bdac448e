import sharp from 'sharp';
import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, waitForServiceWorker } from './support.ts';

function photo(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

// After a reload the Add-property form opened empty and the draft waited, easy to
// miss, under 'Your drafts'. The form now offers to continue it at once.
test.describe('the draft the form was left with', () => {
  test('after a reload offline the form offers the unsent draft at once, and continuing brings back its photos', async ({ page, context, allowConsole }) => {
    allowConsole(OFFLINE_NOISE);
    const title = `Half-typed house in Johar Town ${Date.now()}`;
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/property/forms/submit');
    await page.getByLabel('Property Title').fill(title);
    await page.getByLabel('Description').fill('Typed before the phone restarted.');
    await page.getByLabel('Add Photos').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(40) },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(200) },
    ]);
    await expect(page.getByText(/Compressing \d+%|Waiting…/)).toHaveCount(0, { timeout: 60_000 });
    const drafts = page.getByRole('region', { name: 'Your drafts' });
    await expect(drafts.getByText('2 photos')).toBeVisible();
    // It was open: nothing is offered for the form's own draft.
    await expect(page.getByRole('region', { name: 'Continue where you left off?' })).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    const offer = page.getByRole('region', { name: 'Continue where you left off?' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(title);
    await expect(offer).toContainText('2 photos');
    // The offer comes before the form, which waits empty until the user chooses.
    await expect(page.getByLabel('Property Title')).toHaveValue('');
    await offer.getByRole('button', { name: 'Continue draft' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel('Property Title')).toHaveValue(title);
    await expect(page.getByLabel('Description')).toHaveValue('Typed before the phone restarted.');
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
    // The form goes on saving into the same draft: one entry under 'Your drafts', open below.
    await expect(drafts.getByRole('listitem')).toHaveCount(1);
    await expect(drafts.getByText(/Open below/)).toBeVisible();
    await context.setOffline(false);
  });

  test('starting fresh leaves the offered draft under Your drafts, untouched', async ({ page }) => {
    const title = `Draft flat in Bahria ${Date.now()}`;
    await page.goto('/property/forms/submit');
    await page.getByLabel('Property Title').fill(title);
    const drafts = page.getByRole('region', { name: 'Your drafts' });
    await expect(drafts.getByText(title)).toBeVisible();

    await page.reload();
    const offer = page.getByRole('region', { name: 'Continue where you left off?' });
    await offer.getByRole('button', { name: 'Start fresh' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel('Property Title')).toHaveValue('');
    await page.getByLabel('Property Title').fill('Another listing');
    await expect(drafts.getByRole('listitem')).toHaveCount(2);
    await expect(drafts.getByRole('button', { name: `Resume draft: ${title}` })).toBeVisible();

    // Next time the newest draft (the one just started) is the one offered.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Continue where you left off?' })).toContainText('Another listing');
  });
});
