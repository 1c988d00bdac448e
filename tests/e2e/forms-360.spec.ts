import { journey as test, expect, appReady } from './fixtures.ts';

// Form checks, search filters and listing texts, on a phone-sized screen.
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

  await page.route((url) => url.pathname === '/api/Property/SearchProperty', (route) => route.fulfill({
    status: 500, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: 'boom', Data: null }),
  }));
  // A search the app makes itself (the first page came with the server's answer).
  await filters.getByLabel('Keywords').fill('failing');
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('We could not load the properties')).toBeVisible();
  await expect(page.getByText(/propert(y|ies) found/)).toHaveCount(0);
});

test('listing texts fit a phone: the rent wraps between words, the area unit shows whole, Details keeps its place', async ({ page, request }) => {
  const found = await request.post('/api/Property/SearchProperty', { data: { Purpose: 2, City: 1 } });
  const rent = ((await found.json()) as { Data: { Items: Array<{ PropertyUrl: string }> } }).Data.Items[0]!;
  await page.goto(`/property/${rent.PropertyUrl}`);
  // Measured in the app's own rendering, not the server's markup it replaces.
  await appReady(page);
  const price = page.locator('dd').filter({ hasText: /\/month$/ }).first();
  await expect(price).toBeVisible();
  // Whatever the wrapping, "month" is one piece: its text node is laid out on one line.
  const monthLines = await price.evaluate((el) => {
    const range = document.createRange();
    const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('month'))!;
    const at = text.textContent!.indexOf('month');
    range.setStart(text, at);
    range.setEnd(text, at + 5);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(monthLines).toBe(1);

  await page.goto('/property/forms/submit');
  const unit = page.getByLabel('Area Unit');
  const fits = await unit.evaluate((el: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.textContent = el.options[el.selectedIndex]!.text;
    probe.style.font = getComputedStyle(el).font;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    const cs = getComputedStyle(el);
    return width <= el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  });
  expect(fits).toBe(true);

  // Karachi: no other journey changes these cards while they are measured.
  await page.goto('/properties?City=2');
  await appReady(page);
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The compare buttons arrive in a chunk of their own; measure once the cards have them.
  await expect(cards.nth(3).getByRole('button', { name: '+ Compare' })).toBeVisible();
  const offsets: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    await cards.nth(i).getByRole('link', { name: 'Details' }).scrollIntoViewIfNeeded();
    const card = (await cards.nth(i).boundingBox())!;
    const details = (await cards.nth(i).getByRole('link', { name: 'Details' }).boundingBox())!;
    offsets.push(Math.round(card.x + card.width - (details.x + details.width)));
    offsets.push(Math.round(card.y + card.height - (details.y + details.height)));
  }
  expect(new Set(offsets.filter((_, i) => i % 2 === 0)).size).toBe(1);
  expect(new Set(offsets.filter((_, i) => i % 2 === 1)).size).toBe(1);
});
