/**
 * Back office of issue 11, area producto: a catalog manager creates a product with tags, a main image and
 * a gallery (reordered with the keyboard), finds it again with an accent-less search, edits it and
 * deactivates it after confirming; the list passes axe at desktop and phone widths.
 * No staff API exists yet, so the staff member is admin@demo.ve (ROLE_ADMIN + every area role).
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { unique } from './helpers';
import { signIn } from './session';

const SHOTS = 'test-results';

async function image(path: string, r: number): Promise<string> {
  await sharp({ create: { width: 500, height: 500, channels: 3, background: { r, g: 140, b: 60 } } })
    .png()
    .toFile(path);
  return path;
}

const card = (page: Page, title: string) => page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('back office: productos', () => {
  test('crea un producto con imagen, galería y etiquetas, lo busca sin acentos, lo edita y lo desactiva', async ({ page }, testInfo) => {
    // a long journey on a machine shared with other runs
    test.setTimeout(180_000);
    const u = unique();
    const nombre = `Café Ñandú Orgánico ${u}`;
    const codigo = `E2E-${u}`.toUpperCase().slice(0, 40);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.ve');

    // create: the spec's path redirects to react-admin's
    await page.goto('/admin/producto/registrar');
    await expect(page).toHaveURL(/\/admin\/producto\/create$/);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Arroz blanco tipo I 1 kg');
    await expect(page.getByText('Ya existe un producto con este nombre')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await page.getByRole('textbox', { name: 'Código' }).fill(codigo.toLowerCase());
    await page.getByRole('textbox', { name: 'Marca' }).fill('Ñandú');
    const categoria = page.getByRole('combobox', { name: 'Categoría' });
    await categoria.fill('arroz');
    await page.getByRole('option', { name: 'Víveres › Arroz' }).click();
    const etiquetas = page.getByRole('combobox', { name: 'Etiquetas' });
    await etiquetas.fill('Orgán');
    await page.getByRole('option', { name: 'Orgánico' }).click();
    await etiquetas.fill('Nuev');
    await page.getByRole('option', { name: 'Nuevo' }).click();
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Café de altura, tostado medio.');
    await page.screenshot({ path: `${SHOTS}/admin-producto-form-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/admin\/producto\/\d+$/);
    const id = Number(/\/admin\/producto\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('textbox', { name: 'Código' })).toHaveValue(codigo);

    // main image
    const principal = card(page, 'Imagen principal');
    await principal.locator('input[type=file]').setInputFiles(await image(testInfo.outputPath('principal.png'), 200));
    await principal.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByText('Imagen actualizada')).toBeVisible();
    await expect(principal.locator('img')).toHaveAttribute('src', new RegExp(`/uploads/producto/${id}/[a-f0-9]+-md\\.webp$`));

    // gallery: two images, then the first moved after the second with the keyboard
    const galeria = card(page, 'Galería');
    await galeria.locator('input[type=file]').setInputFiles(await image(testInfo.outputPath('g1.png'), 20));
    await expect(galeria.getByRole('img', { name: 'Imagen 1 de la galería' })).toBeVisible();
    await galeria.locator('input[type=file]').setInputFiles(await image(testInfo.outputPath('g2.png'), 90));
    await expect(galeria.getByRole('img', { name: 'Imagen 2 de la galería' })).toBeVisible();
    const first = await galeria.getByRole('img', { name: 'Imagen 1 de la galería' }).getAttribute('src');
    // each key waits for the drag library's own announcement: pressed faster, a key lands before the drag has measured
    const live = page.locator('[id^="DndLiveRegion"]');
    await galeria.getByRole('button', { name: 'Mover imagen 1' }).focus();
    await page.keyboard.press('Space');
    await expect(live).toContainText(/Tomó la imagen 1|está sobre la posición/);
    const before = await live.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(live).not.toHaveText(before ?? '');
    await page.keyboard.press('Space');
    // notices queue up (each upload said its own), so this one may wait for the earlier ones to go
    await expect(page.getByText('Orden de la galería guardado')).toBeVisible({ timeout: 25_000 });
    await expect(galeria.getByRole('img', { name: 'Imagen 2 de la galería' })).toHaveAttribute('src', first!);
    await page.screenshot({ path: `${SHOTS}/admin-producto-edit-1280.png`, fullPage: true });

    // list: found without accents, with its tags and image
    await page.goto('/admin/producto');
    await page.getByPlaceholder('Buscar por nombre o código').fill(`cafe nandu organico ${u}`);
    const row = page.getByRole('row').filter({ hasText: codigo });
    await expect(row).toContainText(nombre);
    await expect(row).toContainText('Víveres › Arroz');
    await expect(row).toContainText('Orgánico');
    await expect(row).toContainText('Nuevo');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectAccessible(page, 'lista de productos (1280)');
    await page.screenshot({ path: `${SHOTS}/admin-producto-list-1280.png`, fullPage: true });

    // edit from the show page
    await row.getByText(nombre).click();
    await expect(page).toHaveURL(new RegExp(`/admin/producto/${id}/show$`));
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('textbox', { name: 'Marca' }).fill('Ñandú Selecto');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Elemento actualizado')).toBeVisible();
    await page.getByRole('link', { name: 'Ver', exact: true }).click();
    await expect(page.getByText('Ñandú Selecto')).toBeVisible();

    // deactivate, confirming first
    await page.getByRole('button', { name: 'Desactivar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Desactivar «${nombre}»`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Desactivado correctamente')).toBeVisible();
    await expect(page.getByText('Inactivo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar' })).toBeVisible();

    // the history shows each write
    await page.getByRole('tab', { name: 'Historial' }).click();
    for (const accion of ['Creación', 'Edición', 'Estatus']) await expect(page.getByText(accion, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'historial del producto');
    await page.screenshot({ path: `${SHOTS}/admin-producto-historial-1280.png`, fullPage: true });

    // phone width: the compact list
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/producto?filter=${encodeURIComponent(JSON.stringify({ q: 'cafe nandu' }))}`);
    await expect(page.getByText(nombre)).toBeVisible();
    await expectAccessible(page, 'lista de productos (390)');
    await page.screenshot({ path: `${SHOTS}/admin-producto-list-390.png`, fullPage: true });
    await page.goto(`/admin/producto/${id}`);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(nombre);
    await expectAccessible(page, 'edición de producto (390)');
    await page.screenshot({ path: `${SHOTS}/admin-producto-edit-390.png`, fullPage: true });
  });
});
