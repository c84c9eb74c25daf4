/**
 * Rough edges of issue 8 found by trying the storefront on a phone (390×844) and a desktop (1280): each
 * test pins one of them and leaves a screenshot of it in test-results/.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshCustomer } from './customers';
import { animationsEnded, DEMO_PASSWORD, storefrontLogin } from './helpers';
import { placeOrder } from './orders';
import { signIn } from './session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const CATEGORY = '/caracas/supermercado/viveres';

/** A screenshot in test-results/ once the page's fade-in (and any other finite animation) has ended. */
async function shot(page: Page, name: string, clip?: { x: number; y: number; width: number; height: number }): Promise<void> {
  await animationsEnded(page);
  await page.screenshot({ path: `test-results/${name}.png`, clip });
}

/** Adds the first product of the category to the signed-in customer's cart with its card. */
async function oneProductInCart(page: Page): Promise<string> {
  await page.goto(CATEGORY);
  const card = page.getByRole('article').first();
  const nombre = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: `Agregar ${nombre} al carrito` }).click();
  await expect(card.getByRole('button', { name: `Agregar ${nombre} al carrito` })).toContainText('Agregado');
  return nombre;
}

async function openFirstProduct(page: Page): Promise<string> {
  await page.goto(CATEGORY);
  const card = page.getByRole('article').first();
  const nombre = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: nombre }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  return nombre;
}

test.describe('bordes ásperos', () => {
  test('en un teléfono el botón Agregar de la ficha queda por encima del menú inferior', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const nombre = await openFirstProduct(page);
    const agregar = page.getByRole('main').getByRole('button', { name: `Agregar ${nombre} al carrito` });
    await shot(page, 'rough-producto-telefono');
    const nav = page.getByRole('navigation', { name: 'Menú inferior' });
    const navBox = (await nav.boundingBox())!;
    const box = (await agregar.boundingBox())!;
    expect(box.y + box.height, 'Agregar visible sobre el menú inferior sin desplazarse').toBeLessThanOrEqual(navBox.y);
    await agregar.click();
    await expect(agregar).toContainText('Agregado');
  });

  for (const [nombre, viewport] of [['telefono', PHONE], ['escritorio', DESKTOP]] as const) {
    test(`los métodos de pago caben en sus tarjetas y el dinero no se parte (${nombre})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, (await freshCustomer({ saldo: '50.00' })).email);
      await oneProductInCart(page);
      await page.goto('/caracas/pago/0');
      const pago = page.getByRole('region', { name: 'Pago' });
      const transferencia = pago.getByRole('radio', { name: 'Transferencia bancaria' });
      await expect(transferencia).toBeVisible();
      const overflowing = await pago.locator('label').evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
      );
      expect(overflowing, 'ninguna tarjeta de pago se desborda').toEqual([]);
      // every shown amount keeps its symbol and figures together
      const saldo = (await page.getByTestId('saldo-disponible').textContent())!;
      expect(saldo).toMatch(/^\$\u00a0\d[\d.]*,\d\d \(Bs\.\u00a0\d[\d.]*,\d\d\)$/);
      await pago.scrollIntoViewIfNeeded();
      await shot(page, `rough-pago-${nombre}`);
    });
  }

  test('la confirmación tiene su URL, empieza arriba con el título enfocado y dice que un pago con saldo ya está verificado', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, (await freshCustomer({ prime: true, saldo: '25.00' })).email);
    await oneProductInCart(page);
    await page.goto('/caracas/pago/0');
    await page.getByRole('region', { name: 'Entrega' }).getByRole('button', { name: 'Retiro en tienda' }).click();
    await page.getByRole('combobox', { name: 'Horario de retiro' }).click();
    await page.getByRole('listbox').getByRole('option', { name: /, \d\d:\d\d a \d\d:\d\d$/ }).first().click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('region', { name: 'Pago' }).getByRole('checkbox', { name: 'Usar mi saldo TZM' }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    await expect(page).toHaveURL(/\/caracas\/pago\/confirmacion\/\d+$/);
    const titulo = page.getByRole('heading', { level: 1, name: /^¡Pedido #\d+ recibido!$/ });
    await expect(titulo).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(titulo).toBeInViewport();
    await expect(page.getByTestId('estatus-orden')).toHaveText('Pago verificado');
    await expect(page.getByTestId('nota-pago')).toHaveText('Su pago ya está verificado: no tiene que hacer nada más.');
    await expect(page).toHaveTitle(/^Pedido #\d+ recibido · Caracas · Mercado en Zonas$/);
    await shot(page, 'rough-confirmacion-telefono');

    // its own URL: a reload (or a shared link) shows the same confirmation
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(titulo).toBeVisible();
    await expect(page.getByTestId('estatus-orden')).toHaveText('Pago verificado');
    await shot(page, 'rough-confirmacion-escritorio');
  });

  test('la búsqueda que falla ofrece Reintentar, y las categorías marcadas viven en la URL', async ({ page }) => {
    let fail = true;
    await page.route('**/backend/search/1/indexes/*/queries*', (route) => (fail ? route.abort('failed') : route.continue()));
    await page.setViewportSize(PHONE);
    await page.goto('/caracas/buscar?q=arroz');
    const reintentar = page.getByRole('button', { name: 'Reintentar' });
    await expect(page.getByText('No pudimos completar la búsqueda')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'rough-busqueda-error-telefono');
    fail = false;
    await reintentar.click();
    const results = page.getByRole('list', { name: 'Resultados para arroz' });
    await expect(results.getByRole('article').first()).toBeVisible();

    await page.setViewportSize(DESKTOP);
    const facet = page.getByRole('region', { name: 'Filtrar por categoría' });
    const viveres = facet.getByRole('checkbox', { name: /Víveres/ });
    await viveres.check();
    await expect(page).toHaveURL(/\/caracas\/buscar\?q=arroz&categoria=V%C3%ADveres$/);
    await page.reload();
    await expect(viveres).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/caracas\/buscar\?q=arroz$/);
    await expect(viveres).not.toBeChecked();
    await page.goForward();
    await expect(viveres).toBeChecked();
    await shot(page, 'rough-busqueda-faceta-escritorio');
  });

  test('el carrito activo se ve en el menú y se recuerda al recargar', async ({ page }) => {
    await signIn(page, (await freshCustomer()).email);
    await page.setViewportSize(DESKTOP);
    await page.goto('/caracas');
    const boton = page.getByRole('button', { name: /^Carrito: / });
    await expect(boton).toHaveAccessibleName(/en el carrito #1$/);
    await boton.click();
    const panel = page.getByRole('dialog', { name: 'Carrito de compras' });
    await panel.getByRole('tab', { name: 'Carrito #3' }).click();
    await page.keyboard.press('Escape');
    await expect(boton).toHaveAccessibleName(/en el carrito #3$/);
    await expect(page.getByTestId('carrito-activo')).toHaveText('#3');
    await page.reload();
    await expect(boton).toHaveAccessibleName(/en el carrito #3$/);
    await shot(page, 'rough-carrito-activo-escritorio', { x: 0, y: 0, width: 1280, height: 140 });
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('navigation', { name: 'Menú inferior' }).getByRole('button', { name: /Carrito #3/ })).toBeVisible();
    await shot(page, 'rough-carrito-activo-telefono');
  });

  test('el menú muestra el nombre del cliente y, sin returnUrl, el ingreso lleva a su última zona', async ({ page, browser, request }) => {
    // a customer whose last order is in Valencia
    const cliente = await freshCustomer();
    await placeOrder(request, cliente.email, 'valencia');
    await page.setViewportSize(PHONE);
    await page.goto('/valencia');
    await expect(page.getByRole('heading', { name: /Bienvenido a su mercado en Valencia/ })).toBeVisible();
    await page.goto('/auth/login');
    await storefrontLogin(page, 'cliente@demo.ve', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/valencia$/);
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toHaveText('Carlos');
    await shot(page, 'rough-nombre-telefono', { x: 0, y: 0, width: 390, height: 160 });

    // a browser that never chose a zone: the zone of the customer's last order
    const context = await browser.newContext({ viewport: DESKTOP });
    const fresh = await context.newPage();
    await fresh.goto('/auth/login');
    await storefrontLogin(fresh, cliente.email, DEMO_PASSWORD);
    await expect(fresh).toHaveURL(/\/valencia$/);
    await expect(fresh.getByRole('button', { name: 'Mi cuenta' })).toHaveText('María');
    await shot(fresh, 'rough-nombre-escritorio', { x: 0, y: 0, width: 1280, height: 140 });
    await context.close();
  });
});
