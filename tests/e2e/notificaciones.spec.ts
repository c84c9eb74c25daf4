/**
 * Push segments and the bell, and the app update flow:
 * - a message sent from the back office to the segment 'clientes de Valencia' shows in a Valencia
 *   customer's bell and not in a Caracas customer's;
 * - a new build deployed while a page is open (the version file the server serves is changed) opens the
 *   update dialog, and the app reloads with the guest's cart intact.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CategoriaPagina, ProductoTarjeta } from '../../src/shared/contracts/catalog-pages';
import { freshCustomer } from './customers';
import { signIn } from './session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** This shard's server serves its own copy of dist/client (scripts/e2e-server.mjs). */
const VERSION_FILE = resolve(`tests/.tmp/e2e-client-${process.env.E2E_PORT ?? '3999'}/version.json`);

/** The bell: in the header on wide screens, in the bottom menu on phones. */
const bell = (page: Page) => page.getByTestId(page.viewportSize()!.width < 900 ? 'campana-movil' : 'campana');
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrito: / });

async function customerPage(browser: Browser, email: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe('notificaciones', () => {
  test('un mensaje al segmento «clientes de Valencia» llega a la campana de un cliente de Valencia y no a la de uno de Caracas', async ({ page, browser }, testInfo) => {
    test.slow();
    // a customer with an address in Valencia, and one with an address in Caracas
    const [valenciano, caraqueno] = await Promise.all([
      freshCustomer({ direcciones: [{ zona: 'valencia', nombre: 'Casa', direccion: 'Av. Bolívar Norte, casa 12' }] }),
      freshCustomer({ direcciones: [{ zona: 'caracas', nombre: 'Casa' }] }),
    ]);

    // the back office: the segment with its live count, then a message sent now
    await signIn(page, 'admin@demo.ve');
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/onesignal/registrar');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('clientes de Valencia');
    const conteo = page.getByTestId('conteo-segmento');
    await expect(conteo).toContainText(/\d+/);
    const todos = Number((await conteo.textContent())!.replace(/\D/g, ''));
    await page.getByRole('combobox', { name: 'Zona' }).click();
    await page.getByRole('option', { name: 'Valencia' }).click();
    await expect.poll(async () => Number((await conteo.textContent())!.replace(/\D/g, '') || -1)).toBeLessThan(todos);
    const enValencia = Number((await conteo.textContent())!.replace(/\D/g, ''));
    expect(enValencia).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('heading', { name: 'Enviar un mensaje' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Título' }).fill('Ofertas de fin de semana en Valencia');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('20% de descuento en frutas y verduras este sábado.');
    await page.getByRole('textbox', { name: /^Enlace/ }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Enviar ahora' }).click();
    await expect(page.getByText('El enlace debe empezar con http:// o https://')).toBeVisible();
    await page.getByRole('textbox', { name: /^Enlace/ }).fill('https://mercado.example/valencia/ofertas');
    await page.getByRole('button', { name: 'Enviar ahora' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar envío' });
    const clientes = `${enValencia} ${enValencia === 1 ? 'cliente' : 'clientes'}`;
    await expect(confirm).toContainText(`a ${clientes} del segmento «clientes de Valencia»`);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(`Mensaje enviado a ${clientes}`)).toBeVisible();
    const fila = page.getByTestId('envio-fila').first();
    await expect(fila).toContainText('Ofertas de fin de semana en Valencia');
    await expect(fila).toContainText('Enviado');
    await page.screenshot({ path: testInfo.outputPath('admin-segmento-escritorio.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: testInfo.outputPath('admin-segmento-telefono.png') });

    // the Valencia customer's bell
    const valencia = await customerPage(browser, valenciano.email, PHONE);
    await valencia.goto('/valencia');
    await expect(bell(valencia)).toHaveAccessibleName(/Notificaciones: \d+ sin leer/);
    await valencia.screenshot({ path: testInfo.outputPath('campana-con-aviso-telefono.png') });
    await bell(valencia).click();
    const panel = valencia.getByRole('dialog', { name: 'Notificaciones' });
    const aviso = panel.getByRole('button', { name: 'Sin leer: Ofertas de fin de semana en Valencia' });
    await expect(aviso).toBeVisible();
    await expect(aviso).toContainText('20% de descuento en frutas y verduras este sábado.');
    await valencia.screenshot({ path: testInfo.outputPath('campana-valencia-telefono.png') });
    await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(panel.getByRole('button', { name: 'Ofertas de fin de semana en Valencia' })).toBeVisible();
    await panel.getByRole('button', { name: 'Cerrar notificaciones' }).click();
    await expect(panel).toBeHidden();
    await expect(bell(valencia)).toHaveAccessibleName('Notificaciones');

    // the Caracas customer's bell has nothing of it
    const caracas = await customerPage(browser, caraqueno.email);
    await caracas.goto('/caracas');
    await expect(bell(caracas)).toBeVisible();
    await bell(caracas).click();
    const panelCaracas = caracas.getByRole('dialog', { name: 'Notificaciones' });
    await expect(panelCaracas).toBeVisible();
    await expect(panelCaracas.getByText('Ofertas de fin de semana en Valencia')).toHaveCount(0);
    await caracas.screenshot({ path: testInfo.outputPath('campana-caracas-escritorio.png') });
  });
});

test.describe('actualización de la aplicación', () => {
  test('serves the worker, the manifest and the version with their headers', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    const code = await sw.text();
    expect(code).toContain("const API_BASE = '/backend';");
    expect(code).toMatch(/const NEVER = \[.*'\/admin'/);
    expect(code).toContain(`const VERSION = '${(await (await request.get('/version.json')).json()).version}';`);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = await manifest.json();
    expect(body).toMatchObject({ name: 'Mercado en Zonas', display: 'standalone', start_url: '/' });
    for (const icon of body.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
    const version = await request.get('/version.json');
    expect(version.headers()['cache-control']).toBe('no-store');
    expect(await version.json()).toEqual({ version: expect.any(String) });
  });

  test('un despliegue nuevo con la página abierta muestra el aviso y recarga con el carrito intacto', async ({ page }, testInfo) => {
    test.slow();
    const viveres = (await (await page.request.get('/backend/api/categoria/supermercado/viveres?zona=caracas')).json()) as CategoriaPagina;
    const producto = viveres.producto.find((p: ProductoTarjeta) => (p.inventario[0]?.existencia ?? 0) > 10)!;
    const original = readFileSync(VERSION_FILE, 'utf8');
    await page.setViewportSize(PHONE);
    await page.clock.install();
    try {
      await page.goto('/caracas/supermercado/viveres');
      await page.getByRole('article', { name: producto.nombre, exact: true }).getByRole('button', { name: /^Agregar/ }).click();
      await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 producto');

      // nothing new: the checks pass quietly, and the worker registers 30 s after the app is stable
      await page.clock.runFor(61_000);
      await expect(page.getByRole('dialog', { name: 'Nueva versión disponible' })).toHaveCount(0);
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null)).toMatch(/\/$/);
      // installable: Chromium finds no fault in the manifest (a test browser is always incognito, the one exception)
      const cdp = await page.context().newCDPSession(page);
      expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

      // a new build is deployed
      writeFileSync(VERSION_FILE, JSON.stringify({ version: `nueva-${Date.now()}` }));
      const dialog = page.getByRole('dialog', { name: 'Nueva versión disponible' });
      // the next check comes within 60 s: time moves in short steps so the 10 s countdown is seen running
      for (let waited = 0; waited <= 60_000 && !(await dialog.isVisible()); waited += 2_000) {
        await page.clock.runFor(2_000);
        await page.waitForTimeout(100);
      }
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Su carrito se conserva.');
      await expect(dialog).toContainText(/La aplicación se actualizará en \d+ s\./);
      await page.screenshot({ path: testInfo.outputPath('actualizacion-telefono.png') });

      const reloaded = page.waitForEvent('load');
      await page.clock.runFor(11_000);
      await reloaded;
      await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 producto');
      // the version taken is remembered: no new dialog on the next checks
      await page.clock.runFor(125_000);
      await expect(page.getByRole('dialog', { name: 'Nueva versión disponible' })).toHaveCount(0);
      await cartButton(page).click();
      await expect(page.getByRole('dialog', { name: 'Carrito de compras' }).getByRole('listitem', { name: producto.nombre, exact: true })).toBeVisible();
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: testInfo.outputPath('tras-actualizar-escritorio.png') });
    } finally {
      writeFileSync(VERSION_FILE, original);
    }
  });

  test('una parte de la aplicación que ya no existe pide recargar', async ({ page }) => {
    await page.goto('/caracas');
    await expect(cartButton(page)).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'La aplicación necesita recargarse' });
    // what Vite raises when a chunk of an older build is gone (the listener starts with the shell)
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Recargar' }).click();
    await reloaded;
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
