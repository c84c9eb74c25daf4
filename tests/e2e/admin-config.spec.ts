/**
 * Settings as operations staff use them: the day's rate typed with a comma, confirmed, kept in the
 * history and shown in bolívares on the storefront at once; a bad rate refused with its Spanish message.
 */
import { expect, test } from '@playwright/test';
import type { CategoriaPagina } from '../../src/shared/contracts/catalog-pages';
import { formatMoney, toLocal, unitPrice } from '../../src/shared/money';
import { SETTINGS_MESSAGES } from '../../src/shared/settings-rules';
import { expectAccessible } from './axe';
import { apiLogin, signIn } from './session';

test.describe('back office: configuraciones', () => {
  let original = '';

  test.afterEach(async ({ request }) => {
    if (!original) return;
    const admin = await apiLogin(request, 'admin@demo.ve');
    await request.put('/backend/admin/config/tasa/editar', { data: { tasa: original }, headers: admin.headers });
  });

  test('cambia la tasa del día con confirmación y la tienda muestra los bolívares nuevos de inmediato', async ({ page }, testInfo) => {
    const admin = await signIn(page, 'admin@demo.ve');
    const before = await (await page.request.get('/backend/admin/config/configdata', { headers: admin.headers })).json();
    original = before.configuracion.tasa;

    await page.goto('/admin/config');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuraciones' })).toBeVisible();
    const tasa = page.getByRole('textbox', { name: 'Nueva tasa (Bs. por $)' });
    await tasa.fill('0');
    await page.getByRole('button', { name: 'Actualizar tasa' }).click();
    await expect(page.getByText(SETTINGS_MESSAGES.tasa)).toBeVisible();

    await tasa.fill('512,3456');
    await page.getByRole('button', { name: 'Actualizar tasa' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cambiar la tasa?' });
    await expect(dialog).toContainText('a Bs. 512,3456 por dólar');
    await expectAccessible(page, 'confirmación de tasa');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Cambio guardado')).toBeVisible();
    await expect(page.getByTestId('tasa-actual')).toHaveText('Bs. 512,3456 por cada dólar');
    const history = page.getByRole('table', { name: 'Historial de la tasa' });
    await expect(history.getByRole('row').nth(1)).toContainText('512,3456');
    await expect(history.getByRole('row').nth(1)).toContainText('admin@demo.ve');
    await page.screenshot({ path: testInfo.outputPath('config-escritorio.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'configuraciones (teléfono)');
    await page.screenshot({ path: testInfo.outputPath('config-telefono.png'), fullPage: true });

    const arroz = (await (await page.request.get('/backend/api/categoria/supermercado/viveres/arroz?zona=caracas')).json()) as CategoriaPagina;
    const p = arroz.producto[0]!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/caracas/supermercado/viveres/arroz');
    await page.getByRole('button', { name: 'Bolívar' }).first().click();
    const shown = page.getByRole('article', { name: p.nombre, exact: true }).getByTestId('precio-actual');
    await expect(shown).toHaveText(formatMoney(toLocal(unitPrice(p.precio.precio, p.precio.oferta, p.impuesto).total, '512.3456'), 'Bs.'));
  });
});
