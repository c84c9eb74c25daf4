/**
 * The zone home's first frame holds its first screen only (sliders, welcome band, offer banners: the
 * largest paint); the product rows and categories render a task after it has been painted
 * (lib/progressive.ts usePainted, issue 8), as a product page's related products do. Everything still
 * arrives, and nothing on screen moves.
 */
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        w.__shifts.push(`${e.value.toFixed(4)} ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? '?').join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsSoFar(page: Page) {
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

test('the zone home fills in below its first screen without a layout shift', async ({ page }) => {
  await watchShifts(page);
  await page.goto('/caracas');
  // the first screen, then the sections below it, all of them
  await expect(page.getByRole('region', { name: 'Ofertas destacadas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ofertas para usted' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Compra por categoría' })).toBeAttached();
  await expect(page.getByTestId('inicio-pendiente')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Productos en oferta' }).getByRole('listitem').first()).toBeAttached();
  await expect(page.locator('footer')).toBeAttached();
  const { cls, shifts } = await shiftsSoFar(page);
  expect(shifts, `desplazamientos: ${shifts.join(' | ')}`).toEqual([]);
  expect(cls).toBe(0);
});

test("a product page's related products arrive below its first screen without a layout shift", async ({ page, request }) => {
  const inicio = (await (await request.get('/backend/api/website/inicio/caracas')).json()) as { oferta: { slug: string }[] };
  await watchShifts(page);
  await page.goto(`/caracas/producto/${inicio.oferta[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'También le puede interesar' })).toBeAttached();
  await expect(page.getByTestId('relacionados-pendientes')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Productos relacionados' }).getByRole('listitem').first()).toBeAttached();
  await expect(page.locator('footer')).toBeAttached();
  const { cls, shifts } = await shiftsSoFar(page);
  expect(shifts, `desplazamientos: ${shifts.join(' | ')}`).toEqual([]);
  expect(cls).toBe(0);
});
