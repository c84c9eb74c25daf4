import { expect, test, type Page } from '@playwright/test';

const results = (page: Page) => page.getByRole('list', { name: /^Resultados para/ });
const order = (page: Page) => page.getByRole('combobox', { name: 'Ordenar por' });

/** The shown prices of the first `n` results, as numbers ('Bs. 1.229,35' -> 1229.35). */
async function firstPrices(page: Page, n: number): Promise<number[]> {
  const texts = await results(page).getByTestId('precio-actual').allTextContents();
  return texts.slice(0, n).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
}

const sortedAscending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

test.describe('orden de los resultados de búsqueda', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`por precio, y el orden sobrevive a recargar y a volver atrás (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/caracas/buscar?q=arroz');
      await expect(results(page).getByRole('article').first()).toBeVisible();
      await expect(order(page)).toHaveValue(/^[^_]+$/);
      const byRelevance = await results(page).getByRole('article').first().getAttribute('aria-label');

      await order(page).selectOption({ label: 'Precio: menor a mayor' });
      await expect(page).toHaveURL(/\/caracas\/buscar\?q=arroz&orden=precio_asc$/);
      await expect.poll(async () => sortedAscending(await firstPrices(page, 6))).toBe(true);
      const prices = await firstPrices(page, 6);
      expect(prices.length).toBeGreaterThanOrEqual(3);
      expect(prices[0]).toBeLessThan(prices[prices.length - 1]!);
      await page.screenshot({ path: test.info().outputPath(`search-sort-${device}.png`), fullPage: device === 'phone' });

      await page.reload();
      await expect(order(page)).toHaveValue(/_precio_asc_zon1ust1$/);
      await expect(results(page).getByRole('article').first()).toBeVisible();
      expect(await firstPrices(page, 6)).toEqual(prices);

      await order(page).selectOption({ label: 'Precio: mayor a menor' });
      await expect(page).toHaveURL(/orden=precio_desc$/);
      await expect.poll(async () => (await firstPrices(page, 1))[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!);

      // back: the previous order, then the relevance order of the first visit
      await page.goBack();
      await expect(page).toHaveURL(/orden=precio_asc$/);
      await expect(order(page)).toHaveValue(/_precio_asc_zon1ust1$/);
      await expect.poll(async () => firstPrices(page, 6)).toEqual(prices);
      await page.goBack();
      await expect(page).toHaveURL(/\/caracas\/buscar\?q=arroz$/);
      await expect(order(page)).toHaveValue(/^[^_]+$/);
      await expect(results(page).getByRole('article').first()).toHaveAttribute('aria-label', byRelevance!);
    });
  }

  test('un enlace compartido abre con su orden, su categoría y su página', async ({ page }) => {
    await page.goto('/caracas/buscar?q=500+g&orden=nombre_asc&pagina=2');
    await expect(order(page)).toHaveValue(/_nombre_asc$/);
    await expect(page.getByText(/^Mostrando 21-\d+ de \d+ productos$/)).toBeVisible();
    const names = (await results(page).getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((n) =>
      n.toLowerCase(),
    );
    expect(names.length).toBeGreaterThan(1);
    expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names);
    await page.getByRole('button', { name: 'Ir a la página 1' }).click();
    await expect(page).toHaveURL(/\?q=500\+g&orden=nombre_asc$/);
  });
});
