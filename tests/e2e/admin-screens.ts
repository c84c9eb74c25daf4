/**
 * Walking the back office's screens within one loaded app: the first screen is opened in full, every other
 * one by a move of the app's own router, and each is checked as staff meet it (one h1, within the window,
 * axe with no critical or serious violation).
 */
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

/** Waits for the page's data after a full load: no progress bar, then no request for half a second. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** The number of the page's requests still open, counted from now. */
export function openRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return () => open;
}

/** Runs the tasks the page has queued so far, three rounds of a timer then a message (see openInApp). */
async function runQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Opens a back-office path within the running app (react-router follows history.pushState + popstate)
 * and waits until that screen has rendered with its data. The layout writes the path shown on
 * #main-content (data-ruta) once the screen's tree has committed and its queries have started
 * (src/admin/layout/Layout.tsx); the marker is cleared before moving, so a match can only come from the
 * new screen. Then, until it still holds after the page has run what it had queued: no request open and
 * no progress bar. (react-query tells react-admin's loading indicator in a timer and React renders in a
 * message task, so a query started by a render, such as a reference field's once its record arrived,
 * shows only a few tasks later: those run first.)
 */
export async function openInApp(page: Page, path: string, open: () => number): Promise<void> {
  await page.evaluate((to) => {
    document.getElementById('main-content')?.removeAttribute('data-ruta');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page.locator('#main-content')).toHaveAttribute('data-ruta', path, { timeout: 15_000 });
  const progress = page.locator('[role="progressbar"]');
  await expect(async () => {
    expect(open(), `${path}: peticiones abiertas`).toBe(0);
    await expect(progress).toHaveCount(0, { timeout: 0 });
    await runQueuedTasks(page);
    expect(open(), `${path}: peticiones abiertas`).toBe(0);
    await expect(progress).toHaveCount(0, { timeout: 0 });
  }).toPass({ timeout: 15_000, intervals: [50, 100, 250] });
}

/** The page is no wider than the window. */
export async function fitsWindow(page: Page, where: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${where} no debe ser más ancha que la ventana`).toBeLessThanOrEqual(width);
}

/**
 * Each path (of a logged-in page) shown and checked: one h1, within the window, accessible. The first is
 * loaded in full (the app, then its data and the chunks it asks for, until the network is quiet); the
 * others open within the app (openInApp).
 */
export async function checkScreens(page: Page, paths: readonly string[], label: string): Promise<void> {
  const open = openRequests(page);
  for (const [i, path] of paths.entries()) {
    if (i === 0) {
      await page.goto(path);
      await expect(page.locator('#main-content')).toHaveAttribute('data-ruta', path, { timeout: 15_000 });
      await settled(page);
    } else {
      await openInApp(page, path, open);
    }
    await expect(page.locator('h1')).toHaveCount(1);
    await fitsWindow(page, path);
    await expectAccessible(page, `${path} (${label})`);
  }
}
