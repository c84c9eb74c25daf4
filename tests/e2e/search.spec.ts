import { expect, test, type Page, type Request } from '@playwright/test';
import { jwtDecode } from 'jwt-decode';
import { freshCustomer } from './customers';
import { DEMO_PASSWORD, storedToken, storefrontLogin } from './helpers';

/** Demo products Caracas never sells: inactive, and without stock in the zone (seed). */
const INACTIVE = 'Pasta corta pluma 500 g';
const NO_STOCK = 'Pasta tipo lasaña 500 g';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar productos' });
const suggestions = (page: Page) => page.getByRole('dialog', { name: 'Sugerencias de búsqueda' });
const results = (page: Page) => page.getByRole('list', { name: /^Resultados para/ });

function isQuery(request: Request): boolean {
  return request.method() === 'POST' && request.url().includes('/backend/search/1/indexes/*/queries');
}

/** Every query the page sends, by request body. */
function recordQueries(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (!isQuery(request)) return;
    for (const r of (request.postDataJSON() as { requests: Record<string, unknown>[] }).requests) {
      // InstantSearch's requests may nest their parameters
      const params = typeof r.params === 'string' ? Object.fromEntries(new URLSearchParams(r.params)) : (r.params as object | undefined);
      sent.push({ ...r, ...params });
    }
  });
  return sent;
}

test.describe('búsqueda en la tienda', () => {
  test('un invitado en Caracas encuentra arroz al escribir «aroz», filtra por categoría y pagina', async ({ page }) => {
    const sent = recordQueries(page);
    await page.goto('/caracas');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('aroz', { delay: 40 });
    const panel = suggestions(page);
    await expect(panel.getByText('Buscando…')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Arroz blanco tipo I\b/ }).first()).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Agregar Arroz/ }).first()).toBeVisible();
    // one query after the pause, for the zone and the guest's plan (normal)
    expect(sent.filter((r) => r.query === 'aroz')).toHaveLength(1);
    expect(sent[0]).toMatchObject({ query: 'aroz', hitsPerPage: 10, page: 0, filters: 'disponible:zon1ust1', clickAnalytics: false });
    expect(sent[0]).not.toHaveProperty('userToken');
    await page.screenshot({ path: test.info().outputPath('search-autocomplete-desktop.png') });

    await searchBox(page).press('Escape');
    await expect(panel).toBeHidden();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/caracas\/buscar\?q=aroz$/);
    await expect(page).toHaveTitle('Resultados para «aroz» · Caracas · Mercado en Zonas');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «aroz»' })).toBeVisible();
    await expect(results(page).getByRole('article', { name: /^Arroz blanco tipo I\b/ }).first()).toBeVisible();
    const all = await results(page).getByRole('article').count();

    const facet = page.getByRole('region', { name: 'Filtrar por categoría' });
    await facet.getByRole('checkbox', { name: /Víveres/ }).check();
    await expect(results(page).getByRole('article')).not.toHaveCount(all);
    const viveres = Number(/\((\d+)\)/.exec((await facet.getByText(/Víveres/).textContent())!)![1]);
    await expect(results(page).getByRole('article')).toHaveCount(viveres);
    await page.screenshot({ path: test.info().outputPath('search-results.png'), fullPage: true });

    // a broad query: 20 a page, the second page shows the rest
    await searchBox(page).fill('500 g');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/caracas\/buscar\?q=500\+g$/);
    await expect(page.getByText(/^Mostrando 1-20 de \d+ productos$/)).toBeVisible();
    const total = Number(/de (\d+)/.exec((await page.getByText(/^Mostrando 1-20 de/).textContent())!)![1]);
    expect(total).toBeGreaterThan(20);
    const firstPage = await results(page).getByRole('article').first().getAttribute('aria-label');
    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect(page.getByText(`Mostrando 21-${Math.min(40, total)} de ${total} productos`)).toBeVisible();
    await expect(results(page).getByRole('article').first()).not.toHaveAttribute('aria-label', firstPage!);
  });

  test('el autocompletado cabe en un teléfono y «Ver todos los resultados» abre la página de resultados', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/caracas');
    // accents ignored; taxed products say so
    await searchBox(page).fill('jabon');
    const panel = suggestions(page);
    await expect(panel.getByRole('link', { name: /^Jabón/ }).first()).toBeVisible();
    await expect(panel.getByText('IVA Incluido').first()).toBeVisible();
    await searchBox(page).fill('arroz');
    await expect(panel.getByRole('link', { name: /^Arroz/ }).first()).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('search-autocomplete-phone.png') });

    // keyboard: down into the products, Escape back to the box
    await searchBox(page).press('ArrowDown');
    await expect(panel.getByRole('link', { name: /Arroz/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(searchBox(page)).toBeFocused();

    await searchBox(page).click();
    await expect(panel).toBeVisible();
    // the page's left gutter, beside the dropdown; the panel heeds clicks away from the task after it
    // opened (MUI's ClickAwayListener), so a click in that very instant on a busy machine is clicked again
    await expect(async () => {
      await page.mouse.click(4, 400);
      await expect(panel).toBeHidden({ timeout: 1_000 });
    }).toPass();

    await searchBox(page).fill('arroz blanco');
    await panel.getByRole('link', { name: 'Ver todos los resultados' }).click();
    await expect(page).toHaveURL(/\/caracas\/buscar\?q=arroz\+blanco$/);
    await expect(results(page).getByRole('article').first()).toBeVisible();
    // the facet is folded on phones
    const facet = page.getByRole('region', { name: 'Filtrar por categoría' });
    await expect(facet.getByRole('checkbox', { name: /Víveres/ })).toBeHidden();
    await facet.getByRole('button', { name: 'Categorías' }).click();
    await expect(facet.getByRole('checkbox', { name: /Víveres/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('search-results-phone.png'), fullPage: true });
  });

  test('sin resultados, y nunca un producto inactivo o sin existencia en la zona', async ({ page }) => {
    await page.goto('/caracas');
    await searchBox(page).fill('zzqqxx');
    await expect(suggestions(page).getByText('No se encontraron resultados')).toBeVisible();

    // 'lasaña' matches only a product without stock in Caracas
    await searchBox(page).fill('lasaña');
    await expect(suggestions(page).getByText('No se encontraron resultados')).toBeVisible();
    // 'pasta' matches many, never the inactive one nor the one without stock
    await searchBox(page).fill('pasta');
    await expect(suggestions(page).getByRole('link', { name: /^Pasta/ }).first()).toBeVisible();
    await expect(suggestions(page).getByRole('listitem')).toHaveCount(10);
    await searchBox(page).press('Enter');
    const range = page.getByText(/^Mostrando 1-\d+ de \d+ productos$/);
    await expect(range).toBeVisible();
    // the cards of the page render a few per task (lib/progressive.ts): all of them before reading their names
    const shown = Number(/^Mostrando 1-(\d+)/.exec((await range.textContent())!)![1]);
    await expect(results(page).getByRole('article')).toHaveCount(shown);
    const names = await results(page).getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThan(10);
    expect(names).not.toContain(INACTIVE);
    expect(names).not.toContain(NO_STOCK);

    await page.goto('/caracas/buscar?q=zzqqxx');
    await expect(page.getByText('No se encontraron resultados para «zzqqxx»')).toBeVisible();
  });

  test('un cliente con sesión envía su uuid con la búsqueda, y el clic y la conversión como eventos', async ({ page }) => {
    const sent = recordQueries(page);
    await page.goto('/auth/login?returnUrl=%2Fcaracas');
    // the search adds to the cart: the customer's own
    await storefrontLogin(page, (await freshCustomer()).email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/caracas$/);
    const uid = jwtDecode<{ uid: string }>((await storedToken(page))!).uid;

    await searchBox(page).fill('arroz');
    const panel = suggestions(page);
    await expect(panel.getByRole('link', { name: /Arroz/ }).first()).toBeVisible();
    expect(sent.find((r) => r.query === 'arroz')).toMatchObject({ userToken: uid, clickAnalytics: true });

    const conversion = page.waitForRequest((r) => r.url().includes('/backend/search/1/events') && r.postData()!.includes('conversion'));
    await panel.getByRole('button', { name: /^Agregar Arroz/ }).first().click();
    const added = (await conversion).postDataJSON() as { events: Record<string, unknown>[] };
    expect(added.events[0]).toMatchObject({ eventType: 'conversion', eventName: 'Producto agregado desde búsqueda', userToken: uid });
    expect(added.events[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await (await conversion).response())!.status()).toBe(200);

    const click = page.waitForRequest((r) => r.url().includes('/backend/search/1/events') && r.postData()!.includes('"click"'));
    await panel.getByRole('link', { name: /Arroz/ }).first().click();
    const clicked = (await click).postDataJSON() as { events: Record<string, unknown>[] };
    expect(clicked.events[0]).toMatchObject({ eventType: 'click', userToken: uid, positions: [1], index: 'productos' });
    expect((await (await click).response())!.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/caracas/producto/[^?]+\\?queryID=${clicked.events[0]!.queryID as string}$`));

    // the results page: the same tagging, a click from a card
    await page.goto('/caracas/buscar?q=arroz');
    await expect(results(page).getByRole('article').first()).toBeVisible();
    expect(sent.filter((r) => r.query === 'arroz').at(-1)).toMatchObject({ userToken: uid, clickAnalytics: true });
    const cardClick = page.waitForRequest((r) => r.url().includes('/backend/search/1/events') && r.postData()!.includes('"click"'));
    await results(page).getByRole('article').nth(1).getByRole('link').first().click();
    expect(((await cardClick).postDataJSON() as { events: Record<string, unknown>[] }).events[0]).toMatchObject({ positions: [2], userToken: uid });
  });
});
