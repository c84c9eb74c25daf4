import { expect, test } from '@playwright/test';

test.describe('tienda: primer recorrido de un cliente', () => {
  test('elige zona, ve su menú y categorías, cambia de moneda, entra y sale', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Su mercado/ })).toBeVisible();
    await page.getByRole('link', { name: /Caracas/ }).first().click();

    await expect(page).toHaveURL(/\/caracas$/);
    await expect(page.getByRole('heading', { name: /Bienvenido a su mercado en Caracas/ })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Enlaces de la zona' });
    await expect(links.getByText('Ofertas')).toBeVisible();

    await page.getByRole('button', { name: 'Categorías' }).first().click();
    const panel = page.getByRole('list', { name: 'Categorías' });
    await expect(panel.getByText('Víveres')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar categorías' }).click();

    await expect(page.getByText(/Compra mínima: \$\s20,00/)).toBeVisible();
    await page.getByRole('button', { name: 'Bolívar' }).click();
    await expect(page.getByText(/Compra mínima: Bs\.\s4\.917,40/)).toBeVisible();

    await page.getByRole('link', { name: 'Ingresar' }).first().click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel('Correo electrónico').fill('cliente@demo.ve');
    await page.getByRole('textbox', { name: 'Clave' }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/caracas$/);
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page.getByRole('link', { name: 'Ingresar' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('una zona inactiva muestra su página de mantenimiento', async ({ page }) => {
    await page.goto('/maracaibo');
    await expect(page).toHaveURL(/\/mantenimiento\/maracaibo$/);
    await expect(page.getByText(/Maracaibo está en mantenimiento/)).toBeVisible();
  });

  test('una zona desconocida vuelve al inicio y un error muestra su página', async ({ page }) => {
    await page.goto('/zona-que-no-existe');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/error?codigo=403');
    await expect(page.getByText(/403/).first()).toBeVisible();
  });

  test('el inicio de sesión con clave errada muestra el motivo y no entra', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Correo electrónico').fill('cliente@demo.ve');
    await page.getByRole('textbox', { name: 'Clave' }).fill('Clave-errada-1');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText(/incorrect|inválid/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
