import { expect, test, type Page } from '@playwright/test';
import { adminMenuLink, createCategory, DEMO_PASSWORD, openCategoriesPanel, pngImage, storedToken, submitAdminLogin, unique } from './helpers';
import { signIn } from './session';

/** The Nombre cell of a category's row in the list (the Padre column repeats parents' names). */
const nombreCell = (page: Page, nombre: string) => page.getByRole('cell', { name: nombre, exact: true }).and(page.locator('.column-nombre'));

test.describe('back office: categorías', () => {
  test('crea una subcategoría con icono y miniatura y la tienda la muestra bajo su padre', async ({ page }, testInfo) => {
    const nombre = `Jugos naturales ${unique()}`;
    const imagen = await pngImage(testInfo);

    await signIn(page, 'admin@demo.ve');
    await page.goto('/admin');
    await adminMenuLink(page, 'Categorías').click();
    await expect(page).toHaveURL(/\/admin\/categoria$/);
    await expect(nombreCell(page, 'Víveres')).toBeVisible();
    await page.getByRole('link', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/admin\/categoria\/create$/);

    await page.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await page.getByRole('combobox', { name: 'Categoría padre' }).click();
    await page.getByRole('option', { name: 'Bebidas' }).click();
    await page.getByRole('combobox', { name: 'Icono' }).click();
    await page.getByRole('option', { name: /Café/ }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/admin\/categoria\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(nombre);
    await expect(page.getByRole('combobox', { name: 'Categoría padre' })).toHaveText('Bebidas');

    await page.locator('input[type="file"]').setInputFiles(imagen);
    await expect(page.getByText('Nueva imagen')).toBeVisible();
    await page.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(page.getByText('Imagen actualizada')).toBeVisible();
    await expect(page.getByText('Nueva imagen')).toBeHidden();
    await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible();

    const panel = await openCategoriesPanel(page);
    const bebidas = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Bebidas', exact: true }) });
    await bebidas.getByRole('button', { name: 'Bebidas', exact: true }).click();
    // the sub-category's row: its list item, or the link inside it (the innermost one, last in document order)
    const subList = bebidas.getByRole('list');
    const sub = subList.getByRole('listitem').or(subList.getByRole('link')).filter({ hasText: nombre }).last();
    await expect(sub).toBeVisible();
    const thumb = sub.locator('img');
    await expect(thumb).toHaveAttribute('src', /\/uploads\//);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('un nombre que ya existe se avisa mientras se escribe', async ({ page }) => {
    await signIn(page, 'admin@demo.ve');
    await page.goto('/admin/categoria/create');
    const nombre = page.getByRole('textbox', { name: 'Nombre' });
    await nombre.fill('Víveres');
    await expect(page.getByText('Ya existe una categoría con este nombre')).toBeVisible();
    await nombre.fill(`Víveres ${unique()}`);
    await expect(page.getByText('Ya existe una categoría con este nombre')).toBeHidden();
  });

  test('desactivar pide confirmación y la tienda deja de mostrarla', async ({ page }) => {
    const nombre = `Temporada ${unique()}`;
    await signIn(page, 'admin@demo.ve');
    const id = await createCategory(page, { nombre, icono: /Café/ });

    let panel = await openCategoriesPanel(page);
    await expect(panel.getByRole('button', { name: nombre, exact: true })).toBeVisible();

    await page.goto(`/admin/categoria/${id}`);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(nombre);
    await page.getByRole('button', { name: 'Desactivar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Desactivar «${nombre}»`)).toBeVisible();
    await expect(dialog.getByText(/Dejará de mostrarse en la tienda/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Desactivar' })).toBeVisible();

    await page.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Desactivado correctamente')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar' })).toBeVisible();

    panel = await openCategoriesPanel(page);
    await expect(panel.getByRole('button', { name: 'Víveres', exact: true })).toBeVisible();
    await expect(panel.getByText(nombre)).toHaveCount(0);
  });

  test('las rutas del spec llevan a las páginas de react-admin', async ({ page }) => {
    await signIn(page, 'admin@demo.ve');
    await page.goto('/admin');
    await adminMenuLink(page, 'Categorías').click();
    await expect(page).toHaveURL(/\/admin\/categoria$/);
    await nombreCell(page, 'Víveres').click();
    await expect(page).toHaveURL(/\/admin\/categoria\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    const editUrl = new RegExp(`/admin/categoria/${id}$`);

    await page.goto('/admin/categoria');
    await page.goto('/admin/categoria/registrar');
    await expect(page).toHaveURL(/\/admin\/categoria\/create$/);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    // the redirect replaced /registrar: going back returns to the list
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/categoria$/);

    for (const path of [`${id}/editar`, `${id}/imagen`, `${id}`]) {
      await page.goto(`/admin/categoria/${path}`);
      await expect(page).toHaveURL(editUrl);
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Víveres');
      await expect(page.getByText('Miniatura', { exact: true })).toBeVisible();
    }
  });
});

test.describe('back office: permisos', () => {
  test('un operador sin ROLE_CATEGORIA no ve ni abre Categorías, y la API también lo rechaza', async ({ page }) => {
    await signIn(page, 'operador@demo.ve');
    await page.goto('/admin');
    await expect(page.getByText('Bienvenido, operador@demo.ve')).toBeVisible();
    await expect(adminMenuLink(page, 'Inicio')).toBeVisible();
    await expect(adminMenuLink(page, 'Categorías')).toHaveCount(0);
    await expect(adminMenuLink(page, 'Categorías')).toHaveCount(0);

    await page.goto('/admin/categoria');
    const alert = page.getByRole('alert').filter({ has: page.getByText('Área restringida', { exact: true }) });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('No tiene los permisos necesarios para esta área');
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Bienvenido, operador@demo.ve')).toBeVisible();

    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const status = await page.evaluate(async (bearer) => {
      const answer = await fetch('/backend/admin/categoria', { headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' } });
      return answer.status;
    }, token);
    expect(status).toBe(403);
  });

  test('sin sesión, una ruta del back office pide ingresar y luego abre lo pedido', async ({ page }) => {
    await page.goto('/admin/categoria/registrar');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
    // one redirect to the login page, not a loop of history entries
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
    await page.locator('input[name="username"]').fill('admin@demo.ve');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/admin\/categoria\/create$/);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeVisible();
  });

  test('un cliente no puede entrar al back office', async ({ page }) => {
    await submitAdminLogin(page, 'cliente@demo.ve');
    await expect(page.getByText('Su usuario no tiene acceso al área de administración')).toBeVisible();
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(page.getByText(/Bienvenido, /)).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  });
});
