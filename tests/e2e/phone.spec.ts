import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, linkFromMail, storefrontLogin, unique } from './helpers';

const CLAVE = 'Telefono2024';

/** Registers a customer without a phone through the API (the form always asks for one); its e-mail. */
async function registerWithoutPhone(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const email = `sintelefono.${unique()}@e2e.test`;
  await request.get('/backend/api/moneda/mercado');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await request.post('/backend/api/usuario/registrar', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { nombre: 'Rosa', apellido: 'Sin Teléfono', email, telefono: null, tipoDocumento: 'V', documento: `9${Date.now() % 10_000_000}`, clave: CLAVE },
  });
  expect(res.status()).toBe(201);
  return email;
}

test('un cliente sin teléfono lo registra antes de seguir comprando, y no se le vuelve a pedir', async ({ page, browser }) => {
  const email = await registerWithoutPhone(page.request, page.context());
  await page.goto(await linkFromMail(email, '/auth/verificar-cuenta'));
  await expect(page.getByRole('heading', { name: 'Cuenta verificada' })).toBeVisible();

  await page.goto('/caracas');
  await page.getByRole('link', { name: 'Ingresar' }).first().click();
  await storefrontLogin(page, email, CLAVE);

  await expect(page).toHaveURL(/\/mi-cuenta\/telefono\?returnUrl=%2Fcaracas$/);
  await expect(page.getByRole('heading', { name: 'Teléfono de contacto' })).toBeVisible();
  await expect(page.getByTestId('telefono-actual')).toHaveText('Sin teléfono registrado');

  const field = page.getByRole('textbox', { name: 'Nuevo teléfono' });
  await field.fill('0414-12');
  await page.getByRole('button', { name: 'Guardar teléfono' }).click();
  await expect(page.getByText('Número de teléfono inválido')).toBeVisible();

  await page.goto('/valencia');
  await expect(page).toHaveURL(/\/mi-cuenta\/telefono\?returnUrl=%2Fvalencia$/);

  await field.fill('0414-765 4321');
  await page.getByRole('button', { name: 'Guardar teléfono' }).click();
  await expect(page.getByText('Su teléfono fue actualizado.')).toBeVisible();
  await expect(page).toHaveURL(/\/valencia$/);
  await expect(page.getByRole('heading', { name: /Bienvenido a su mercado en Valencia/ })).toBeVisible();

  const context = await browser.newContext();
  const again = await context.newPage();
  await again.goto('/auth/login?returnUrl=%2Fcaracas');
  const profile = again.waitForResponse((r) => r.url().endsWith('/backend/usuario/perfil') && r.ok());
  await storefrontLogin(again, email, CLAVE);
  expect((await (await profile).json()).telefono).toBe('04147654321');
  await expect(again.getByRole('heading', { name: /Bienvenido a su mercado en Caracas/ })).toBeVisible();
  await expect(again).toHaveURL(/\/caracas$/);
  await context.close();
});

test('la pantalla de teléfono es solo para clientes: un visitante va a ingresar', async ({ page }) => {
  await page.goto('/mi-cuenta/telefono');
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fmi-cuenta%2Ftelefono$/);
  await storefrontLogin(page, 'cliente@demo.ve', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mi-cuenta\/telefono$/);
  await expect(page.getByTestId('telefono-actual')).toHaveText('0412-1234567');
});
