import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CategoriaPagina, ListaRapidaDetalle, ListasRapidas, ProductoTarjeta } from '../../src/shared/contracts/catalog-pages';
import type { Resolve } from '../../src/shared/contracts/website';
import { convert, formatAmount, formatMoney, unitPrice } from '../../src/shared/money';
import { cartTotals } from '../../src/shared/order-totals';
import { defaultQuantity, quantityOptions } from '../../src/shared/quantity';
import { freshCustomer } from './customers';
import { DEMO_PASSWORD, storefrontLogin } from './helpers';

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/backend${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const stock = (p: ProductoTarjeta) => p.inventario[0]?.existencia ?? 0;
const card = (page: Page, nombre: string) => page.getByRole('article', { name: nombre, exact: true });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrito: / });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Carrito de compras' });
const line = (page: Page, nombre: string) => panel(page).getByRole('listitem', { name: nombre, exact: true });

async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

async function closeCart(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Cerrar carrito' }).click();
  await expect(panel(page)).toBeHidden();
}

/** Chooses a quantity: the device's own picker on the product page (a native select), MUI's menu in the cart. */
async function pick(page: Page, select: Locator, value: number): Promise<void> {
  if ((await select.evaluate((el) => el.tagName)) === 'SELECT') {
    await select.selectOption(String(value));
    return;
  }
  await select.click();
  await page.getByRole('option', { name: String(value), exact: true }).click();
}

/** What the shopper expects in cart 1: product id -> record and quantity, in the order added. */
type Expected = Map<number, { producto: ProductoTarjeta; cantidad: number }>;

function add(expected: Expected, producto: ProductoTarjeta, cantidad: number) {
  expected.set(producto.id, { producto, cantidad: (expected.get(producto.id)?.cantidad ?? 0) + cantidad });
}

function total(expected: Expected): string {
  return cartTotals(
    [...expected.values()].map(({ producto, cantidad }) => ({ precio: producto.precio.precio, oferta: producto.precio.oferta, impuesto: producto.impuesto, cantidad })),
  ).productos;
}

test.describe('carrito', () => {
  test('un invitado llena el carrito 1, lo conserva al recargar y al ingresar en el pago se combina', async ({ page }) => {
    test.slow();
    const viveres = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres?zona=caracas');
    const fromCard = viveres.producto.find((p) => quantityOptions(p.precio.modalidadVenta, stock(p)).length > 3)!;
    const fromPage = viveres.producto.find((p) => p.id !== fromCard.id)!;
    const { listaRapida } = await apiGet<ListasRapidas>(page.request, '/api/lista-rapida/zona/caracas');
    const lists = await Promise.all(listaRapida.map((l) => apiGet<ListaRapidaDetalle>(page.request, `/api/lista-rapida/zona/caracas/${l.slug}`)));
    const list = lists.find((l) => l.producto.length > 0)!;
    const { moneda } = await apiGet<Resolve>(page.request, '/api/website/resolve');
    const bolivar = moneda.find((m) => !m.sistema)!;
    const expected: Expected = new Map();

    // from a category card
    await page.goto('/caracas/supermercado/viveres');
    await expect(cartButton(page)).toHaveAccessibleName('Carrito: 0 productos');
    await card(page, fromCard.nombre).getByRole('button', { name: /^Agregar/ }).click();
    await expect(card(page, fromCard.nombre).getByRole('button', { name: /^Agregar/ })).toHaveText('Agregado');
    add(expected, fromCard, defaultQuantity(fromCard.precio.modalidadVenta));
    await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 producto');

    // a guest has only cart 1: the other tabs ask to log in
    let cart = await openCart(page);
    await expect(line(page, fromCard.nombre)).toBeVisible();
    await cart.getByRole('tab', { name: 'Carrito #2' }).click();
    await expect(cart.getByText('Ingrese con su cuenta para usar los carritos #2 y #3.')).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/auth/login?returnUrl=%2Fcaracas%2Fsupermercado%2Fviveres');
    await expect(cart.getByRole('tab', { name: 'Carrito #1' })).toHaveAttribute('aria-selected', 'true');
    await closeCart(page);

    // from the product page
    await page.goto(`/caracas/producto/${fromPage.slug}`);
    await page.getByRole('button', { name: `Agregar ${fromPage.nombre} al carrito`, exact: true }).first().click();
    add(expected, fromPage, defaultQuantity(fromPage.precio.modalidadVenta));

    // a whole quick list with its suggested quantities
    await page.goto(`/caracas/lista-rapida/${list.listaRapida.slug}`);
    await page.getByRole('button', { name: 'Agregar toda la lista' }).click();
    await expect(page.getByRole('button', { name: 'Lista agregada al carrito' })).toBeVisible();
    for (const item of list.producto) add(expected, item.producto, item.cantidad);
    await expect(cartButton(page)).toHaveAccessibleName(`Carrito: ${expected.size} productos`);

    // change a quantity and remove a product
    cart = await openCart(page);
    const current = expected.get(fromCard.id)!.cantidad;
    const next = quantityOptions(fromCard.precio.modalidadVenta, stock(fromCard)).find((q) => q > current)!;
    await pick(page, line(page, fromCard.nombre).getByRole('combobox'), next);
    expected.get(fromCard.id)!.cantidad = next;
    await expect(line(page, fromCard.nombre).getByRole('combobox')).toHaveText(String(next));
    await line(page, fromPage.nombre).getByRole('button', { name: `Quitar ${fromPage.nombre}` }).click();
    expected.delete(fromPage.id);
    await expect(line(page, fromPage.nombre)).toHaveCount(0);
    await expect(cart.getByRole('listitem')).toHaveCount(expected.size);

    // totals in dollars and bolívares with the rate
    const usd = total(expected);
    await expect(cart.getByTestId('total-sistema')).toHaveText(formatMoney(usd, '$'));
    await expect(cart.getByTestId('total-local')).toHaveText(formatMoney(convert(usd, bolivar), bolivar.simbolo));
    await expect(cart.getByTestId('tasa')).toHaveText(`Tasa: ${bolivar.simbolo} ${formatAmount(bolivar.tasa)}`);
    const linePrice = unitPrice(fromCard.precio.precio, fromCard.precio.oferta, fromCard.impuesto).total;
    await expect(line(page, fromCard.nombre).getByTestId('precio-unitario')).toHaveText(`${formatMoney(linePrice, '$')} c/u`);
    await page.screenshot({ path: test.info().outputPath('cart-ui-desktop.png') });

    // below the minimum purchase the cart says so and stays; above it, it goes on
    if (Number(usd) < 20) {
      await cart.getByRole('button', { name: 'Finalizar Compra' }).click();
      await expect(cart.getByText('El monto mínimo de compra es de $ 20,00')).toBeVisible();
      await expect(page).toHaveURL(/\/caracas\/lista-rapida\//);
      const options = quantityOptions(fromCard.precio.modalidadVenta, stock(fromCard));
      const enough = options.find((q) => {
        expected.get(fromCard.id)!.cantidad = q;
        return Number(total(expected)) >= 20;
      })!;
      await pick(page, line(page, fromCard.nombre).getByRole('combobox'), enough);
      await expect(cart.getByTestId('total-sistema')).toHaveText(formatMoney(total(expected), '$'));
    }

    // the cache keeps the cart across a reload, on a phone too
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('navigation', { name: 'Menú inferior' }).getByRole('button', { name: /Carrito/ }).click();
    cart = panel(page);
    await expect(cart.getByRole('listitem')).toHaveCount(expected.size);
    await expect(line(page, fromCard.nombre).getByRole('combobox')).toHaveText(String(expected.get(fromCard.id)!.cantidad));
    await expect(cart.getByTestId('total-sistema')).toHaveText(formatMoney(total(expected), '$'));
    await page.screenshot({ path: test.info().outputPath('cart-ui-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // checkout as a guest: login with carrito=pagar, the cart merges, then the payment page of cart 1
    await cart.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?carrito=pagar&pagina=0$/);
    await storefrontLogin(page, (await freshCustomer()).email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/caracas\/pago\/0$/);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('carrito') ?? '{}').state?.invitado)).toEqual({});

    await page.goto('/caracas');
    cart = await openCart(page);
    await expect(cart.getByRole('tab', { name: 'Carrito #1' })).toHaveAttribute('aria-selected', 'true');
    for (const { producto } of expected.values()) await expect(line(page, producto.nombre)).toBeVisible();
  });

  test('un cliente usa el carrito #2 y lo vacía', async ({ page }) => {
    const viveres = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres?zona=caracas');
    await page.goto('/auth/login?returnUrl=%2Fcaracas%2Fsupermercado%2Fviveres');
    await storefrontLogin(page, (await freshCustomer()).email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/caracas\/supermercado\/viveres$/);

    let cart = await openCart(page);
    await cart.getByRole('tab', { name: 'Carrito #2' }).click();
    await expect(cart.getByRole('tab', { name: 'Carrito #2' })).toHaveAttribute('aria-selected', 'true');
    await expect(cart.getByText('Su carrito está vacío')).toBeVisible();
    await closeCart(page);

    const producto = viveres.producto[0]!;
    await card(page, producto.nombre).getByRole('button', { name: /^Agregar/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 producto en el carrito #2');
    await page.screenshot({ path: test.info().outputPath('cart-ui-menu.png'), clip: { x: 0, y: 0, width: 1280, height: 120 } });
    cart = await openCart(page);
    await expect(line(page, producto.nombre)).toBeVisible();

    await cart.getByRole('tab', { name: 'Carrito #1' }).click();
    await expect(line(page, producto.nombre)).toHaveCount(0);
    await cart.getByRole('tab', { name: 'Carrito #2' }).click();
    await expect(line(page, producto.nombre)).toBeVisible();

    await cart.getByRole('button', { name: 'Vaciar carrito' }).click();
    const confirm = page.getByRole('dialog', { name: 'Vaciar carrito' });
    await expect(confirm.getByText('¿Desea quitar todos los productos del Carrito #2?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Vaciar' }).click();
    await expect(cart.getByText('Su carrito está vacío')).toBeVisible();
    await closeCart(page);
    await expect(cartButton(page)).toHaveAccessibleName('Carrito: 0 productos en el carrito #2');
  });

  test('al finalizar, un carrito con más de la existencia se ajusta y avisa «Carrito actualizado»', async ({ page }) => {
    const viveres = await apiGet<CategoriaPagina>(page.request, '/api/categoria/supermercado/viveres?zona=caracas');
    // a product whose whole stock costs more than the minimum purchase
    const producto = viveres.producto.find((p) => {
      const all = stock(p) * Number(unitPrice(p.precio.precio, p.precio.oferta, p.impuesto).total);
      return quantityOptions(p.precio.modalidadVenta, stock(p)).at(-1) === stock(p) && all >= 20;
    });
    test.skip(!producto, 'no hay un producto adecuado en la demo');
    await page.goto('/auth/login?returnUrl=%2Fcaracas%2Fsupermercado%2Fviveres');
    await storefrontLogin(page, (await freshCustomer()).email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/caracas\/supermercado\/viveres$/);

    let cart = await openCart(page);
    await cart.getByRole('tab', { name: 'Carrito #3' }).click();
    await closeCart(page);
    // the whole stock at once: the product page chooses the quantity with the sale mode's select (cards step −/+)
    await card(page, producto!.nombre).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/caracas/producto/${producto!.slug}$`));
    await pick(page, page.getByRole('main').getByRole('combobox').first(), stock(producto!));
    const add = page.getByRole('button', { name: `Agregar ${producto!.nombre} al carrito`, exact: true });
    await add.click();
    await expect(add).toHaveText('Agregado');

    // the stock drops below the saved line: the cart holds more than there is now (no admin path lowers
    // stock yet, so the saved line is raised instead through the customer's own cart API)
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const raised = await page.request.post('/backend/usuario/carrito/zona/caracas/individual', {
      headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
      data: { pagina: 2, cantidad: stock(producto!) + 5, producto: { id: producto!.id } },
    });
    expect(raised.status()).toBe(200);

    cart = await openCart(page);
    await expect(cart.getByRole('tab', { name: 'Carrito #3' })).toHaveAttribute('aria-selected', 'true');
    await expect(line(page, producto!.nombre).getByRole('combobox')).toHaveText(String(stock(producto!) + 5));

    await cart.getByRole('button', { name: 'Finalizar Compra' }).click();
    const warning = page.getByRole('dialog').filter({ hasText: 'Carrito actualizado' });
    await expect(warning.getByText('Se modificó automáticamente el Carrito por la disponibilidad de algunos productos')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('cart-ui-actualizado.png') });
    await warning.getByRole('button', { name: 'Aceptar' }).click();
    await expect(line(page, producto!.nombre).getByRole('combobox')).toHaveText(String(stock(producto!)));

    await cart.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page).toHaveURL(/\/caracas\/pago\/2$/);
  });
});
