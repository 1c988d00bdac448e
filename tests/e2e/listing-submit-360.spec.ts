import { journey as test, expect, appReady } from './fixtures.ts';
import { confirmedUser, fillListingForm, signIn, uniqueTag } from './support.ts';

const SAVED = 'Your property is saved successfully and sent Admin for approval.';

test.use({ viewport: { width: 360, height: 740 } });

test('after submitting a listing on a phone, My Properties opens at the top with the new Pending listing in view', async ({ page, request }) => {
  const user = await confirmedUser(request, 'submit360');
  await signIn(page, user);
  const title = `Phone listing ${uniqueTag('')}`;
  await page.goto('/property/forms/submit');
  await appReady(page);
  await fillListingForm(page, { title, price: '12500000', area: '5', unit: 'Marla', city: 'Lahore', description: 'Five Marla house near the park, submitted from a phone.' });
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.scrollIntoViewIfNeeded();
  // The button sits far down the long form, as a person reaches it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await save.click();

  await expect(page).toHaveURL(/\/account\/properties#PendingProperty$/);
  const toast = page.getByText(SAVED);
  await expect(toast).toBeVisible();
  const listing = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(listing).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  // The page opens at its title, not where the form's button was (that showed the footer).
  await expect(page.getByRole('heading', { level: 1, name: 'My Properties' })).toBeInViewport();
  // The new listing's title is on screen and not under the toast.
  const name = listing.getByText(title);
  await expect(name).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('my-properties-after-submit-360.png') });
  const nameBox = (await name.boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  const overlaps = nameBox.y < toastBox.y + toastBox.height && toastBox.y < nameBox.y + nameBox.height;
  expect(overlaps, `the title (y ${nameBox.y}) and the toast (y ${toastBox.y}) overlap`).toBe(false);
});
