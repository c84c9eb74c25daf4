/**
 * Accessibility sweep of the storefront (axe-core: 0 critical and 0 serious violations) on a phone and
 * a desktop, with one h1, the skip link and the page title checked on each page; screenshots of each
 * page under test-results/.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

const VIEWPORTS = [
  { name: 'telefono', size: { width: 390, height: 844 } },
  { name: 'escritorio', size: { width: 1280, height: 900 } },
] as const;

async function productSlug(page: Page): Promise<{ slug: string; nombre: string }> {
  const res = await page.request.get('/backend/api/website/inicio/caracas');
  return ((await res.json()) as { oferta: { slug: string; nombre: string }[] }).oferta[0]!;
}

for (const viewport of VIEWPORTS) {
  test.describe(`accesibilidad de la tienda (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test('inicio de zona, categoría, producto y búsqueda: sin violaciones graves, un h1, salto al contenido y título', async ({ page }, testInfo) => {
      const producto = await productSlug(page);
      const pages = [
        { path: '/caracas', title: 'Caracas · Mercado en Zonas', ready: page.getByRole('heading', { name: 'Lo más vendido' }) },
        { path: '/caracas/supermercado/viveres', title: 'Víveres · Caracas · Mercado en Zonas', ready: page.getByRole('article').first() },
        { path: `/caracas/producto/${producto.slug}`, title: `${producto.nombre} · Caracas · Mercado en Zonas`, ready: page.getByRole('heading', { level: 1, name: producto.nombre }) },
        { path: '/caracas/buscar?q=arroz', title: 'Resultados para «arroz» · Caracas · Mercado en Zonas', ready: page.getByRole('article').first() },
      ];
      for (const p of pages) {
        await page.goto(p.path);
        // generous: the CI box's two cores are shared, and a cold page renders slowly there
        await expect(p.ready).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveTitle(p.title);
        await expect(page.locator('h1')).toHaveCount(1);
        await expectAccessible(page, `${p.path} (${viewport.name})`);
        await page.screenshot({ path: testInfo.outputPath(`${viewport.name}${p.path.replace(/[/?=]/g, '_')}.png`) });
      }
      // the skip link is the first stop of the keyboard and moves focus to the content
      await page.goto('/caracas');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(page.getByRole('heading', { name: 'Lo más vendido' })).toBeVisible({ timeout: 30_000 });
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#contenido')).toBeFocused();
    });
  });
}
