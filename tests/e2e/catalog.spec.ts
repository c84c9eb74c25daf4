import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CategoriaPagina, ProductoDetalle, ProductoTarjeta } from '../../src/shared/contracts/catalog-pages';
import type { Resolve } from '../../src/shared/contracts/website';
import { convert, formatMoney, unitPrice } from '../../src/shared/money';
import { defaultQuantity } from '../../src/shared/quantity';
import { DEMO_PASSWORD, storedToken, storefrontLogin } from './helpers';

/** Demo products of Víveres › Pastas that Caracas must never show (seed: inactive; no stock in Caracas). */
const INACTIVE = { slug: 'pasta-corta-pluma-500-g', nombre: 'Pasta corta pluma 500 g' };
const NO_STOCK = { slug: 'pasta-tipo-lasana-500-g', nombre: 'Pasta tipo lasaña 500 g' };

async function apiGet<T>(request: APIRequestContext, path: string, token?: string | null): Promise<T> {
  const res = await request.get(`/backend${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The unit price with tax the card must show, in the currency with that symbol. */
async function expectedPrice(request: APIRequestContext, p: ProductoTarjeta, simbolo: '$' | 'Bs.'): Promise<string> {
  const { moneda } = await apiGet<Resolve>(request, '/api/website/resolve');
  const m = moneda.find((x) => x.simbolo === simbolo)!;
  return formatMoney(convert(unitPrice(p.precio.precio, p.precio.oferta, p.impuesto).total, m), m.simbolo);
}

const card = (page: Page, nombre: string) => page.getByRole('article', { name: nombre, exact: true });

test.describe('catálogo de la tienda', () => {
  test('un invitado recorre inicio, categoría, subcategoría, página 2 y producto, y cambia a bolívares', async ({ page }) => {
    await page.goto('/caracas');
    await expect(page.getByRole('heading', { name: 'Bienvenido a su mercado en Caracas' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promociones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lo más vendido' })).toBeVisible();

    await page.getByRole('region', { name: 'Compra por categoría' }).getByRole('link', { name: /^Víveres/ }).click();
    await expect(page).toHaveURL(/\/caracas\/supermercado\/viveres$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Víveres' })).toBeVisible();
    const viveres = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres?zona=caracas');
    await expect(page.getByText(`Mostrando 1-${Math.min(50, viveres.total)} de ${viveres.total} productos`)).toBeVisible();
    await expect(card(page, viveres.producto[0]!.nombre)).toBeVisible();

    if (viveres.paginas > 1) {
      await page.getByRole('link', { name: 'Ir a la página 2' }).click();
      await expect(page).toHaveURL(/\/caracas\/supermercado\/viveres\?pag=2$/);
      const second = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres?zona=caracas&pag=2');
      await expect(card(page, second.producto[0]!.nombre)).toBeVisible();
      await expect(page.getByText(`Mostrando 51-${Math.min(100, second.total)} de ${second.total} productos`)).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }

    await page.getByRole('navigation', { name: 'Subcategorías' }).getByRole('link', { name: 'Pastas' }).click();
    await expect(page).toHaveURL(/\/caracas\/supermercado\/viveres\/pastas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pastas' })).toBeVisible();
    const pastas = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres/pastas?zona=caracas');
    await expect(page.getByRole('list', { name: 'Pastas' }).getByRole('article')).toHaveCount(pastas.producto.length);

    const producto = pastas.producto[0]!;
    await card(page, producto.nombre).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/caracas/producto/${producto.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: producto.nombre })).toBeVisible();
    const detalle = await apiGet<ProductoDetalle>(page.request, `/api/producto/${producto.slug}?zona=caracas`);
    const precio = page.getByTestId('precio-actual').first();
    await expect(precio).toHaveText(await expectedPrice(page.request, detalle.producto, '$'));

    await page.getByRole('button', { name: 'Bolívar' }).first().click();
    await expect(precio).toHaveText(await expectedPrice(page.request, detalle.producto, 'Bs.'));
  });

  test('un cliente mayorista ve precios al mayor y el mínimo de compra', async ({ page }) => {
    const guest = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres/arroz?zona=caracas');
    await page.goto('/auth/login?returnUrl=%2Fcaracas%2Fsupermercado%2Fviveres%2Farroz');
    await storefrontLogin(page, 'mayorista@demo.ve', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/caracas\/supermercado\/viveres\/arroz$/);

    const token = await storedToken(page);
    const wholesale = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres/arroz?zona=caracas', token);
    const p = wholesale.producto[0]!;
    expect(p.precio.usuarioTipo.tipo).toBe('mayorista');
    const asGuest = guest.producto.find((g) => g.id === p.id)!;
    expect(Number(p.precio.precio)).toBeLessThan(Number(asGuest.precio.precio));

    const shown = card(page, p.nombre);
    await expect(shown.getByTestId('precio-actual')).toHaveText(await expectedPrice(page.request, p, '$'));
    await expect(shown.getByText(`Mínimo ${defaultQuantity(p.precio.modalidadVenta)} unidades`)).toBeVisible();

    await shown.getByRole('link').click();
    await expect(page.getByRole('combobox', { name: 'Cantidad' })).toHaveValue(String(defaultQuantity(p.precio.modalidadVenta)));
  });

  test('un producto inactivo o sin existencia nunca se muestra', async ({ page }) => {
    for (const hidden of [INACTIVE, NO_STOCK]) {
      const res = await page.request.get(`/backend/api/producto/${hidden.slug}?zona=caracas`);
      expect(res.status(), hidden.slug).toBe(404);
    }
    await page.goto('/caracas/supermercado/-viveres/pastas');
    await expect(page.getByRole('heading', { level: 1, name: 'Pastas' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(card(page, INACTIVE.nombre)).toHaveCount(0);
    await expect(card(page, NO_STOCK.nombre)).toHaveCount(0);

    await page.goto(`/caracas/producto/${INACTIVE.slug}`);
    await expect(page).toHaveURL(/\/error\?codigo=404$/);
  });

  test('las páginas informativas y la atención al cliente están enlazadas en el pie', async ({ page }) => {
    await page.goto('/caracas');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expect(page).toHaveURL(/\/caracas\/preguntas-frecuentes$/);
    await page.getByRole('button', { name: '¿Qué métodos de pago aceptan?' }).click();
    await expect(page.getByText(/Pago Móvil/).first()).toBeVisible();
    await footer.getByRole('link', { name: 'Contáctenos' }).click();
    await expect(page).toHaveURL(/\/atencion-cliente$/);
    await expect(page.getByText('Todos los días, de 7:30 a 22:00')).toBeVisible();
  });
});
