import { expect, test, type Page } from '@playwright/test';
import { fillRegistration, linkFromMail, newCustomer, storefrontLogin, type NewCustomer } from './helpers';

/** Registers a new customer from the Caracas storefront, as a shopper would reach the form. */
async function registerFromStorefront(page: Page, customer: NewCustomer): Promise<void> {
  await page.goto('/caracas');
  await page.getByRole('link', { name: 'Ingresar' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByRole('link', { name: 'Regístrese aquí' }).click();
  await expect(page).toHaveURL(/\/auth\/registro$/);
  await fillRegistration(page, customer);
  await expect(page.getByText('¡Registro exitoso!')).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
}

/** Opens the verification link of the customer's newest e-mail and waits for the confirmation. */
async function verifyFromMail(page: Page, email: string): Promise<void> {
  await page.goto(await linkFromMail(email, '/auth/verificar-cuenta'));
  await expect(page.getByText('Cuenta verificada')).toBeVisible();
  await expect(page.getByText('Su cuenta fue verificada. Ya puede ingresar')).toBeVisible();
}

/** Logs in from the login page and waits for the remembered zone's storefront with the account menu. */
async function loginToCaracas(page: Page, email: string, clave: string): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login/);
  await storefrontLogin(page, email, clave);
  await expect(page).toHaveURL(/\/caracas$/);
  await expect(page.getByRole('heading', { name: /Bienvenido a su mercado en Caracas/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
}

test.describe('cuenta de cliente', () => {
  test('se registra, verifica el correo con el enlace recibido e ingresa a su zona', async ({ page }) => {
    const customer = newCustomer();
    await registerFromStorefront(page, customer);

    // before verifying, the login explains why it refuses
    await page.getByRole('link', { name: 'Ir a Ingresar' }).click();
    await storefrontLogin(page, customer.email, customer.clave);
    await expect(page.getByRole('alert').filter({ hasText: 'Debe verificar su correo electrónico antes de ingresar' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);

    await verifyFromMail(page, customer.email);
    await page.getByRole('link', { name: 'Ir a Ingresar' }).click();
    await loginToCaracas(page, customer.email, customer.clave);
  });

  test('recupera la clave con el enlace del correo e ingresa con la nueva', async ({ page }) => {
    const customer = newCustomer();
    const nueva = 'Renovada2025';
    await registerFromStorefront(page, customer);
    await verifyFromMail(page, customer.email);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: '¿Olvidó su clave?' }).click();
    await expect(page).toHaveURL(/\/auth\/recuperar-clave$/);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(customer.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText(/recibirá un enlace para restablecer su clave/)).toBeVisible();

    await page.goto(await linkFromMail(customer.email, '/auth/recuperar-clave'));
    await expect(page.getByText('Nueva clave', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Clave nueva' }).fill(nueva);
    await page.getByRole('textbox', { name: 'Confirmar clave' }).fill(nueva);
    await page.getByRole('button', { name: 'Guardar clave' }).click();
    await expect(page.getByText('Clave actualizada')).toBeVisible();
    await expect(page.getByText('Su clave fue actualizada. Ya puede ingresar')).toBeVisible();

    await page.getByRole('link', { name: 'Ir a Ingresar' }).click();
    await storefrontLogin(page, customer.email, customer.clave);
    await expect(page.getByText(/incorrect|inválid/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByRole('textbox', { name: 'Clave', exact: true }).fill(nueva);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/caracas$/);
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
  });
});
