import { journey as test, expect } from './fixtures.ts';

// Issue 14, items 22 and 26, on a phone-sized screen.
test.use({ viewport: { width: 360, height: 740 } });

test('register: a confirmation mismatch shows on leaving the field, and an address typed with capitals is fine', async ({ page }) => {
  await page.goto('/registration');
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
  await page.getByLabel('Confirm Password').fill('Secret-pass-2');
  await page.getByLabel('Confirm Password').blur();
  // The other fields are still empty: the mismatch shows anyway.
  await expect(page.getByText("Confirm password didn't match")).toBeVisible();

  await page.getByLabel('Email Address').fill(`Someone.${Date.now()}@Example.PK`);
  await page.getByLabel('Email Address').blur();
  await expect(page.getByText('Email address is invalid')).toHaveCount(0);
  await expect(page.getByText('Available')).toBeVisible();
});

test('search: a new city clears the location filter, and a failed search shows no count', async ({ page, allowConsole }) => {
  allowConsole(/status of 500/);
  await page.goto('/properties?City=1');
  // On a phone the filters open from a button.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('search', { name: 'Search properties' });
  const location = filters.getByLabel('Location');
  await location.click();
  await location.fill('DHA');
  const choices = filters.getByRole('listbox');
  await expect(choices.getByRole('option').first()).toBeVisible();
  await filters.getByLabel('City').selectOption({ label: 'Karachi' });
  await filters.getByLabel('Location').click();
  await expect(filters.getByLabel('Location')).toHaveValue('');
  await expect(filters.getByText('No items found')).toHaveCount(0);
  await expect(choices.getByRole('option').nth(1)).toBeVisible();

  await page.route('**/api/Property/SearchProperty', (route) => route.fulfill({
    status: 500, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: 'boom', Data: null }),
  }));
  // A search the app makes itself (the first page came with the server's answer).
  await filters.getByLabel('Keywords').fill('failing');
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('We could not load the properties')).toBeVisible();
  await expect(page.getByText(/propert(y|ies) found/)).toHaveCount(0);
});
