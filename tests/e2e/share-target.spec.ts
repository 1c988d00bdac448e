import { journey as test, expect } from './fixtures.ts';
import { waitForServiceWorker } from './support.ts';

// Photos shared from the phone's gallery open 'Submit property' with them attached.
test.use({ viewport: { width: 360, height: 740 } });

test('a share of two photos opens the listing form with both attached', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // What Android does for a share_target: a multipart POST navigation to the manifest's action.
  await page.evaluate(async () => {
    const png = await (await fetch('/icons/icon-192.png')).blob();
    const form = document.createElement('form');
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/property/forms/submit';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photos';
    input.multiple = true;
    const files = new DataTransfer();
    files.items.add(new File([png], 'gallery-1.png', { type: 'image/png' }));
    files.items.add(new File([png], 'gallery-2.png', { type: 'image/png' }));
    input.files = files.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/property\/forms\/submit\?shared=1$/);
  await expect(page).toHaveTitle('Submit Property | Basera');
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  // Taken once: a reload does not add them again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(0);
});
