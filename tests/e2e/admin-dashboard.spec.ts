/**
 * Issue 16: the back-office home shows today's sales and its charts render; an operator limited to Caracas
 * sees only Caracas; the purchase report of the last month exports a CSV whose totals equal the orders';
 * a zero-result search typed on the storefront shows in the search history, and a synonym added there
 * makes the same search find products.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Dashboard } from '../../src/shared/contracts/admin-dashboard';
import type { OrdenFila } from '../../src/shared/contracts/admin-orders';
import { formatMoney } from '../../src/shared/money';
import { checkScreens } from './admin-screens';
import { freshCustomer } from './customers';
import { placeOrder } from './orders';
import { apiLogin, signIn } from './session';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Caracas' });

/** One order in Caracas and one in Valencia, each by a new customer. */
async function ordersInBothZones(request: APIRequestContext): Promise<void> {
  const [a, b] = await Promise.all([freshCustomer(), freshCustomer()]);
  await placeOrder(request, a.email, 'caracas');
  await placeOrder(request, b.email, 'valencia');
}

/** The home as the API gives it, once it counts at least `orders` orders today (its cache lasts seconds). */
async function dashboardWith(request: APIRequestContext, email: string, orders: number): Promise<Dashboard> {
  const { headers } = await apiLogin(request, email);
  let d: Dashboard | null = null;
  await expect
    .poll(
      async () => {
        d = (await (await request.get('/backend/admin/dashboard', { headers })).json()) as Dashboard;
        return d.ventas!.periodos[0]!.ordenes;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBeGreaterThanOrEqual(orders);
  return d!;
}

async function shots(page: Page, name: string, path: (n: string) => string) {
  await page.screenshot({ path: path(`${name}-escritorio.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path(`${name}-telefono.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('back office: inicio, reporte y buscador', () => {
  test('el administrador ve las ventas de hoy y los gráficos', async ({ page, request }, testInfo) => {
    await ordersInBothZones(request);
    const d = await dashboardWith(request, 'admin@demo.ve', 2);
    const hoy = d.ventas!.periodos[0]!;

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin@demo.ve');
    await page.goto('/admin');
    await expect(page.getByText('Bienvenido, admin@demo.ve')).toBeVisible();
    const today = page.getByRole('region', { name: 'Ventas de hoy' });
    await expect(today.getByRole('link', { name: formatMoney(hoy.totalUsd, '$') })).toBeVisible();
    await expect(today).toContainText(formatMoney(hoy.totalBs, 'Bs.'));
    await expect(today).toContainText(`${hoy.ordenes} pedidos`);
    // the figure links to the orders of the day
    const href = await today.getByRole('link').getAttribute('href');
    expect(decodeURIComponent(href!)).toContain(`"desde":"${d.hoy}","hasta":"${d.hoy}"`);
    // charts: sales by day (line), the status funnel and sales by zone (bars)
    const marks = { 'Ventas por día (30 días, USD)': '.MuiLineChart-line', 'Pedidos por estatus (30 días)': '.MuiBarChart-element', 'Ventas por zona (30 días)': '.MuiBarChart-element' };
    for (const [name, selector] of Object.entries(marks)) {
      await expect.poll(() => page.getByRole('region', { name }).locator(selector).count()).toBeGreaterThan(0);
    }
    await expect(page.getByRole('region', { name: 'Ventas por día (30 días, USD)' }).locator('.MuiLineChart-line').first()).toHaveAttribute('d', /^M[\d.,]+[CL]/);
    await expect(page.getByRole('region', { name: 'Ventas por zona (30 días)' }).getByRole('link', { name: 'Valencia' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pagos por verificar' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Productos más vendidos (30 días)' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Inventario bajo/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Búsquedas sin resultado (7 días)' })).toBeVisible();
    await shots(page, 'inicio-admin', (n) => testInfo.outputPath(n));

    await today.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/pedido\?/);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('un operador limitado a Caracas ve solo las cifras de Caracas', async ({ page, request }, testInfo) => {
    await ordersInBothZones(request);
    // both answers fresh (each is cached a few seconds): the operator's figures are the admin's Caracas ones
    let admin = await dashboardWith(request, 'admin@demo.ve', 2);
    let op = await dashboardWith(request, 'operador@demo.ve', 1);
    await expect
      .poll(
        async () => {
          admin = await dashboardWith(request, 'admin@demo.ve', 2);
          op = await dashboardWith(request, 'operador@demo.ve', 1);
          return op.ventas!.periodos[2]!.totalUsd === admin.ventas!.porZona.find((z) => z.nombre === 'Caracas')!.totalUsd;
        },
        { timeout: 45_000, intervals: [2000] },
      )
      .toBe(true);
    expect(op.zonas.map((z) => z.slug)).toEqual(['caracas']);
    expect(op.ventas!.porZona.map((z) => z.nombre)).toEqual(['Caracas']);
    const caracas = admin.ventas!.porZona.find((z) => z.nombre === 'Caracas')!;
    expect(op.ventas!.periodos[2]!.totalUsd).toBe(caracas.totalUsd);
    expect(Number(op.ventas!.periodos[0]!.totalUsd)).toBeLessThan(Number(admin.ventas!.periodos[0]!.totalUsd));

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'operador@demo.ve');
    await page.goto('/admin');
    await expect(page.getByText('Bienvenido, operador@demo.ve')).toBeVisible();
    const today = page.getByRole('region', { name: 'Ventas de hoy' });
    await expect(today.getByRole('link', { name: formatMoney(op.ventas!.periodos[0]!.totalUsd, '$') })).toBeVisible();
    const zones = page.getByRole('region', { name: 'Ventas por zona (30 días)' });
    await expect(zones.getByRole('link', { name: 'Caracas' })).toBeVisible();
    await expect(zones.getByText('Valencia')).toHaveCount(0);
    await expect(page.getByText('Valencia')).toHaveCount(0);
    // no stock, customers or search figures without those roles
    await expect(page.getByRole('region', { name: /^Inventario bajo/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Búsquedas sin resultado (7 días)' })).toHaveCount(0);
    await shots(page, 'inicio-operador', (n) => testInfo.outputPath(n));
  });

  test('el reporte del último mes exporta un CSV cuyos totales suman los pedidos', async ({ page, request }, testInfo) => {
    const cliente = await freshCustomer();
    await placeOrder(request, cliente.email, 'caracas');
    const { headers } = await apiLogin(request, 'admin@demo.ve');
    const filter = encodeURIComponent(JSON.stringify({ desde: day(-29), hasta: day(0) }));
    const orders = (await (await request.get(`/backend/admin/orden?filter=${filter}&range=[0,499]`, { headers })).json()) as OrdenFila[];
    const expected = orders.filter((o) => o.estatus !== 7).reduce((cents, o) => cents + Math.round(Number(o.total) * 100), 0);
    expect(expected).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin@demo.ve');
    await page.goto('/admin/reporte/compra-usuario');
    await expect(page.getByRole('textbox', { name: 'Desde' })).toHaveValue(day(-29));
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shots(page, 'reporte', (n) => testInfo.outputPath(n));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^compras-por-cliente-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Cliente,Nombre,Correo,Plan,Pedidos,Unidades,Total \(USD\),Total \(Bs\),/);
    const csvCents = lines.slice(1).reduce((cents, l) => cents + Math.round(Number(l.split(',')[6]) * 100), 0);
    expect(csvCents).toBe(expected);
    const csvOrders = lines.slice(1).reduce((n, l) => n + Number(l.split(',')[4]), 0);
    expect(csvOrders).toBe(orders.filter((o) => o.estatus !== 7).length);

    // the new customer's row, found with the report's search
    await page.goto(`/admin/reporte/compra-usuario?filter=${encodeURIComponent(JSON.stringify({ desde: day(-29), hasta: day(0), cliente: cliente.email }))}`);
    await expect(page.getByRole('cell', { name: new RegExp(cliente.email.replace(/\./g, '\\.')) })).toBeVisible();
  });

  test('una búsqueda sin resultado aparece en el historial y un sinónimo la corrige', async ({ page }, testInfo) => {
    const word = 'porotos';
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/caracas');
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.click();
    await box.pressSequentially(word, { delay: 30 });
    await box.press('Enter');
    await expect(page.getByText(`No se encontraron resultados para «${word}»`)).toBeVisible();

    const zeroFilter = encodeURIComponent(JSON.stringify({ sinResultados: true }));
    const { headers } = await apiLogin(page.request, 'admin@demo.ve');
    // the history is written in batches of about a second
    await expect
      .poll(async () => ((await (await page.request.get(`/backend/admin/buscador-historial?filter=${zeroFilter}`, { headers })).json()) as { query: string }[]).map((r) => r.query), {
        timeout: 15_000,
      })
      .toContain(word);
    await signIn(page, 'admin@demo.ve');
    await page.goto(`/admin/buscador-historial?filter=${zeroFilter}`);
    await expect(page.getByRole('cell', { name: word, exact: true })).toBeVisible();
    await shots(page, 'historial', (n) => testInfo.outputPath(n));

    await page.getByRole('button', { name: `Agregar sinónimo: ${word}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sinónimos de «${word}»` });
    await dialog.getByRole('textbox', { name: 'Palabras equivalentes' }).fill('granos negros');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Cada sinónimo debe ser una sola palabra de letras o números')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Palabras equivalentes' }).fill('caraotas, frijoles');
    await page.screenshot({ path: testInfo.outputPath('sinonimo-dialogo.png') });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Sinónimo guardado: 1 búsqueda(s) sin resultado ahora encuentran productos')).toBeVisible();
    await expect(page.getByRole('cell', { name: word, exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sinónimos' }).click();
    await expect(page).toHaveURL(/\/admin\/buscador-historial\/sinonimo$/);
    await expect(page.getByRole('row').filter({ hasText: 'porotos' }).filter({ hasText: 'caraotas' })).toBeVisible();

    await page.goto(`/caracas/buscar?q=${word}`);
    await expect(page.getByRole('list', { name: /^Resultados para/ }).getByRole('article', { name: /^Caraotas negras/ }).first()).toBeVisible();
  });

  for (const viewport of [
    { name: 'telefono', width: 390, height: 844 },
    { name: 'escritorio', width: 1280, height: 800 },
  ]) {
    test(`inicio, reporte, historial y sinónimos son accesibles y caben en la ventana (${viewport.name})`, async ({ page, request }) => {
      await placeOrder(request, (await freshCustomer()).email, 'caracas');
      await page.setViewportSize(viewport);
      await signIn(page, 'admin@demo.ve');
      await checkScreens(page, ['/admin', '/admin/reporte/compra-usuario', '/admin/buscador-historial', '/admin/buscador-historial/sinonimo', '/admin/buscador-historial/sinonimo/create'], viewport.name);
    });
  }
});
