import { journey as test, expect } from './fixtures.ts';
import { confirmedUser, signIn } from './support.ts';

// The location pickers on a phone, in English and Urdu: a city, then a society with its phases and
// blocks under it, in the search filter's listbox and in the listing form's select.
test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGES = [
  { prefix: '', filters: /^Filters/, form: 'Search properties', location: 'Location' },
  { prefix: '/ur', filters: /^فلٹر/, form: 'پراپرٹی تلاش کریں', location: 'علاقہ' },
] as const;

for (const lang of LANGUAGES) {
  test(`search filter${lang.prefix ? ' (Urdu)' : ''}: a society's phases and blocks are listed in its group, and chosen by keyboard`, async ({ page }) => {
    await page.goto(`${lang.prefix}/properties?City=1`);
    await page.getByRole('button', { name: lang.filters }).click();
    const filters = page.getByRole('search', { name: lang.form });
    const location = filters.getByLabel(lang.location, { exact: true });
    await location.click();
    const list = filters.getByRole('listbox');
    const dha = list.getByRole('group', { name: 'DHA Lahore' });
    await expect(dha.getByRole('option', { name: 'DHA Phase 6', exact: true })).toBeVisible();
    const bahria = list.getByRole('group', { name: 'Bahria Town' });
    await expect(bahria.getByRole('option', { name: 'Bahria Town Sector C', exact: true })).toBeVisible();
    // Blocks sit deeper than their sector, which sits deeper than its society.
    const indent = async (name: string) => bahria.getByRole('option', { name, exact: true })
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart));
    const [society, sector, block] = [await indent('Bahria Town'), await indent('Bahria Town Sector C'), await indent('Jasmine Block')];
    expect(sector).toBeGreaterThan(society);
    expect(block).toBeGreaterThan(sector);

    // Typing narrows the list and keeps the group; the keyboard chooses.
    await location.fill('jasmine');
    await expect(bahria.getByRole('option')).toHaveCount(1);
    await location.press('Enter');
    await expect(bahria.getByRole('option', { name: 'Jasmine Block' })).toHaveAttribute('aria-selected', 'true');
    await location.press('Escape');
    // The phase of another society, by the arrows.
    await location.fill('DHA Phase 13');
    await location.press('ArrowDown');
    await location.press('ArrowUp');
    await location.press('Enter');
    await location.press('Escape');
    await filters.getByRole('button', { name: lang.prefix ? 'تلاش کریں' : 'Search', exact: true }).click();
    await expect(page).toHaveURL(/Location=[^&]*152/);
    await expect(page).toHaveURL(/Location=[^&]*145/);
  });
}

for (const lang of LANGUAGES) {
  test(`listing form${lang.prefix ? ' (Urdu)' : ''}: the location select groups each society with its phases and blocks`, async ({ page, request }) => {
    const user = await confirmedUser(request, `places${lang.prefix ? 'ur' : 'en'}`);
    await signIn(page, user);
    await page.goto(`${lang.prefix}/property/forms/submit`);
    await page.getByLabel(lang.prefix ? 'شہر' : 'City', { exact: true }).selectOption({ label: lang.prefix ? 'لاہور' : 'Lahore' });
    const select = page.getByLabel(lang.prefix ? 'علاقہ (اختیاری)' : 'Location (optional)');
    await expect(select.locator('optgroup[label="Bahria Town"] option')).toContainText(['Bahria Town', 'Bahria Town Sector C', 'Jasmine Block']);
    await expect(select.locator('optgroup[label="DHA Lahore"] option').first()).toHaveText('DHA Lahore');
    // Society, then a phase, then a block: each one a choice of its own.
    for (const id of ['139', '106', '152']) {
      await select.selectOption(id);
      await expect(select).toHaveValue(id);
    }
    await expect(select.locator('option:checked')).toHaveText(/Jasmine Block$/);
  });
}
