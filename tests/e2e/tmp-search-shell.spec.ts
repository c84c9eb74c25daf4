import { expect, test } from '@playwright/test';
test('drawer and footer load on demand', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/caracas');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByText('Mi cuenta')).toBeVisible();
  await page.screenshot({ path: '/tmp/search-helper/drawer.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByText('Mi cuenta')).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByText('Mi cuenta')).toBeVisible();
});
