/**
 * A guest's results page: index.html sends the first search as soon as resolve and the zones answer, with
 * the body InstantSearch sends; the page draws its first cards from that answer before the search's code
 * (InstantSearch and the library, SearchEngine) has loaded, and the search client takes the same answer
 * instead of asking again (store/lib/search-client.ts prefetchingRequester). Fails when the two bodies ever
 * differ: the page then sends a second, identical-looking query.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

function isQuery(request: Request): boolean {
  return request.method() === 'POST' && request.url().includes('/backend/search/1/indexes/*/queries');
}

/** Every search query the page sends: who sent it (the library names itself in x-algolia-agent) and its body. */
function recordQueries(page: Page): { library: boolean; body: string }[] {
  const sent: { library: boolean; body: string }[] = [];
  page.on('request', (request) => {
    if (isQuery(request)) sent.push({ library: new URL(request.url()).searchParams.has('x-algolia-agent'), body: request.postData() ?? '' });
  });
  return sent;
}

const results = (page: Page) => page.getByRole('list', { name: /^Resultados para/ });

test('un invitado que abre /caracas/buscar?q=arroz: una sola consulta, la de index.html, y sus dos primeras imágenes precargadas', async ({ page }) => {
  const sent = recordQueries(page);
  await page.goto('/caracas/buscar?q=arroz');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.library).toBe(false);
  const body = JSON.parse(sent[0]!.body) as { requests: Record<string, unknown>[] };
  expect(body.requests).toEqual([
    {
      indexName: 'productos',
      attributesToHighlight: ['nombre'],
      attributesToRetrieve: ['id', 'nombre', 'slug', 'imagen', 'impuesto', 'disponibilidad.zon1ust1'],
      clickAnalytics: false,
      facets: ['categoria.lvl0'],
      filters: 'disponible:zon1ust1',
      highlightPostTag: '__/ais-highlight__',
      highlightPreTag: '__ais-highlight__',
      hitsPerPage: 20,
      maxValuesPerFacet: 50,
      page: 0,
      query: 'arroz',
    },
  ]);
  // the preloads are the first two cards' images, with the cards' srcset and sizes
  const cards = await results(page).locator('article img').evaluateAll((imgs) => imgs.slice(0, 2).map((i) => [i.getAttribute('srcset'), i.getAttribute('sizes')]));
  const preloads = await page.locator('link[rel=preload][as=image]').evaluateAll((links) => links.map((l) => [l.getAttribute('imagesrcset'), l.getAttribute('imagesizes')]));
  expect(cards).toHaveLength(2);
  expect(preloads).toEqual(cards);
  // a new search from the box is the library's own
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill('pasta');
  await page.getByRole('combobox', { name: 'Buscar productos' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «pasta»' })).toBeVisible();
  await expect.poll(() => sent.filter((s) => s.library && s.body.includes('"query":"pasta"')).length).toBeGreaterThan(0);
});

test('las primeras tarjetas salen de la búsqueda de index.html sin esperar el código de la búsqueda, que luego toma el relevo', async ({ page }) => {
  const sent = recordQueries(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let engineAsked = false;
  await page.route(/\/assets\/SearchEngine-[\w-]+\.js$/, async (route) => {
    engineAsked = true;
    await held;
    await route.continue();
  });
  await page.goto('/caracas/buscar?q=arroz');
  // the cards, the count, the categories and the order, all while the search's code is held back
  const range = page.getByText(/^Mostrando 1-\d+ de \d+ productos$/);
  await expect(range).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(Number(/^Mostrando 1-(\d+)/.exec((await range.textContent())!)![1]));
  await expect(results(page).getByRole('article').first()).toHaveAttribute('aria-label', /^Arroz/);
  const facet = page.getByRole('region', { name: 'Filtrar por categoría' });
  await expect(facet.getByRole('checkbox', { name: /Víveres/ })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('productos');
  // asked for only once the first cards were there, and still on its way
  await expect.poll(() => engineAsked).toBe(true);
  expect(sent).toHaveLength(1);

  release();
  // the search has taken over: a tick asks it (not index.html) and narrows the results
  await facet.getByRole('checkbox', { name: /Víveres/ }).check();
  await expect(page).toHaveURL(/\/caracas\/buscar\?q=arroz&categoria=V%C3%ADveres$/);
  await expect.poll(() => sent.filter((s) => s.library).length).toBeGreaterThan(0);
  await expect(page.getByText(/^Mostrando 1-\d+ de \d+ productos$/)).toBeVisible();
  await expect(results(page).getByRole('article').first()).toBeVisible();
  // its first answer was index.html's: no second query for the page as it was
  expect(sent.filter((s) => s.library && !s.body.includes('categoria.lvl0:'))).toEqual([]);
});

test('con una categoría o un orden en la dirección, index.html no adelanta la búsqueda', async ({ page }) => {
  const sent = recordQueries(page);
  await page.goto('/caracas/buscar?q=arroz&orden=precio_asc');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((s) => s.library)).toBe(true);
});
