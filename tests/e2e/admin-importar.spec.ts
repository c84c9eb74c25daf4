/**
 * Back office of issue 11, CSV import: admin@demo.ve opens 'Importar CSV' on the product list, uploads a
 * generated file with 2 bad lines and sees exactly those reported (line, column, reason), uploads the fixed
 * file, applies it and finds an imported product in the list. Desktop 1280 and phone 390, axe on the dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { IMPORT_COLUMNAS } from '../../src/shared/contracts/admin-import';
import { expectAccessible } from './axe';
import { unique } from './helpers';
import { signIn } from './session';

const SHOTS = 'test-results';

type Row = Partial<Record<(typeof IMPORT_COLUMNAS)[number], string>>;
const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows: Row[]) =>
  [IMPORT_COLUMNAS.join(','), ...rows.map((r) => IMPORT_COLUMNAS.map((c) => cell(r[c] ?? '')).join(','))].join('\r\n') + '\r\n';

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar productos, existencias y precios (CSV)' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('back office: importar CSV', () => {
  test('revisa un archivo con 2 filas erróneas, aplica el corregido y encuentra el producto', async ({ page }) => {
    test.setTimeout(120_000);
    const u = unique().toUpperCase();
    await page.setViewportSize({ width: 1280, height: 900 });
    const session = await signIn(page, 'admin@demo.ve');

    // the template's example line names a category, a zone and a branch that exist
    const template = await page.request.get('/backend/admin/producto/importar/plantilla', { headers: session.headers });
    expect(template.status()).toBe(200);
    const example = (parse(await template.text(), { bom: true }) as string[][])[1]!;
    const [categoria, zona, sucursal] = [example[2]!, example[8]!, example[9]!];
    const row = (i: number, over: Row = {}): Row => ({
      codigo: `CSV-${u}-${i}`,
      nombre: `Harina Importada ${u} ${i}`,
      categoria,
      impuesto: '0',
      estatus: 'Activo',
      zona,
      sucursal,
      existencia: '12',
      normal_precio: '3.00',
      normal_oferta: '2.50',
      prime_precio: '2.90',
      mayorista_precio: '2.60',
      ...over,
    });
    const bad = [row(1), row(2, { normal_oferta: '3.50' }), row(3), row(4, { impuesto: '12' })];
    const good = [row(1), row(2), row(3), row(4)];

    await page.goto('/admin/producto');
    const dialog = await openDialog(page);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'con-errores.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(bad)) });
    await expect(dialog.getByTestId('importar-archivo')).toHaveText('con-errores.csv');
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await expect(dialog.getByText('2 de 4 filas tienen errores.', { exact: false })).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Filas con errores' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toHaveText(['3', 'normal_oferta', 'La oferta debe ser menor que el precio'].join(''));
    await expect(table.getByRole('row').nth(2)).toHaveText(['5', 'impuesto', 'El impuesto debe ser 0, 8 o 16'].join(''));
    await expect(dialog.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/admin-importar-errores-1280.png` });
    await expectAccessible(page, 'importar CSV con errores (1280)');

    await dialog.locator('input[type=file]').setInputFiles({ name: 'corregido.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(good)) });
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await expect(dialog.getByText('4 filas listas para aplicar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dialog.getByText('Importación aplicada: 4 productos creados, 0 actualizados; 4 existencias registradas y 0 actualizadas.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-importar-aplicado-1280.png` });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByPlaceholder('Buscar por nombre o código').fill(`CSV-${u}-2`);
    await expect(page.getByText(`Harina Importada ${u} 2`)).toBeVisible();

    // phone: the dialog takes the whole screen and stays usable
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/producto');
    const phone = await openDialog(page);
    await phone.locator('input[type=file]').setInputFiles({ name: 'con-errores.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(bad)) });
    await phone.getByRole('button', { name: 'Revisar' }).click();
    // the products now exist: only the two bad lines are reported again
    await expect(phone.getByText('2 de 4 filas tienen errores.', { exact: false })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-importar-errores-390.png` });
    await expectAccessible(page, 'importar CSV con errores (390)');
  });
});
