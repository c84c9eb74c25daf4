/**
 * Back office of issue 14, customers and staff. soporte@demo.ve (ROLE_CLIENTE, Caracas) finds a fresh
 * customer by the last 4 digits of their phone, opens their page (orders, balance), and blocks them with
 * a reason; the customer's open tab (another browser context) is logged out with the spec's alert on its
 * next request. admin@demo.ve creates an operator with ROLE_PEDIDO and ROLE_ZONA_valencia, who sets the
 * password through the invitation link from the outbox and then sees only Valencia's orders.
 * Screenshots at 1280 and 390 px go to test-results/.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { freshCustomer } from './customers';
import { adminMenuLink, linkFromMail, submitAdminLogin, unique } from './helpers';
import { placeOrder } from './orders';
import { signIn } from './session';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`admin-cliente-${name}.png`), fullPage: true });
}

test.describe('back office: clientes y usuarios', () => {
  test('soporte encuentra al cliente por su teléfono, ve pedidos y saldo y lo bloquea; su pestaña se cierra con el aviso', async ({
    page,
    browser,
  }, testInfo) => {
    const customer = await freshCustomer();
    const orden = await placeOrder(page.request, customer.email, 'caracas');
    const last4 = customer.telefono.slice(-4);

    // the customer's open tab, logged in through the API
    const customerContext = await browser.newContext({ viewport: PHONE });
    const shopper = await customerContext.newPage();
    await signIn(shopper, customer.email);
    await shopper.goto('/caracas');
    await expect(shopper.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await signIn(page, 'soporte@demo.ve');
    await page.goto('/admin');
    await expect(adminMenuLink(page, 'Clientes')).toBeVisible();
    await expect(adminMenuLink(page, 'Usuarios')).toHaveCount(0);
    await adminMenuLink(page, 'Clientes').click();
    await expect(page).toHaveURL(/\/admin\/cliente/);
    await page.getByRole('textbox', { name: /Buscar/ }).fill(last4);
    // the list has re-read with the search (in the URL) before its row is clicked
    await expect(page).toHaveURL(new RegExp(last4));
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Caracas');
    await expect(row).toContainText('Activo');
    await shoot(page, testInfo, 'lista-escritorio');
    await expectAccessible(page, 'lista de clientes');
    await row.click();

    await expect(page).toHaveURL(/\/admin\/cliente\/\d+\/show/);
    await expect(page.getByRole('heading', { level: 2, name: `${customer.nombre} ${customer.apellido}` })).toBeVisible();
    await expect(page.getByText('Pedidos (1)')).toBeVisible();
    await expect(page.getByRole('link', { name: `Pedido #${orden}` })).toBeVisible();
    await expect(page.getByTestId('cliente-saldo')).toHaveText(/\$\s?0,00/);
    await shoot(page, testInfo, 'ficha-escritorio');
    await expectAccessible(page, 'ficha del cliente');

    await page.getByRole('button', { name: 'Bloquear' }).click();
    const dialog = page.getByRole('dialog', { name: /Bloquear a/ });
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(dialog.getByText('Indique el motivo (al menos 5 caracteres)')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Reclamos fraudulentos de pedidos');
    await shoot(page, testInfo, 'bloqueo-dialogo');
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cliente bloqueado')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Reclamos fraudulentos de pedidos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desbloquear' })).toBeVisible();

    await page.setViewportSize(PHONE);
    await shoot(page, testInfo, 'ficha-telefono');

    // the customer's next request (the tracking panel) ends the session with the spec's warning
    await shopper.getByRole('button', { name: 'Mi cuenta' }).click();
    await shopper.getByRole('menuitem', { name: 'Rastreo' }).click();
    const alert = shopper.getByRole('dialog').filter({ hasText: 'Usuario Bloqueado/Inactivo' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Su usuario se encuentra Bloqueado/Inactivo. Por favor comuníquese con Atención al cliente');
    await shoot(shopper, testInfo, 'cliente-aviso-bloqueo');
    await expect.poll(() => shopper.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await customerContext.close();
  });

  test('el administrador crea un operador de pedidos de Valencia que define su clave por la invitación', async ({ page, browser }, testInfo) => {
    const email = `operador.valencia.${unique()}@e2e.test`;
    // orders of both zones, so the operator's list shows that Caracas is left out
    const shopper = await freshCustomer();
    await placeOrder(page.request, shopper.email, 'valencia');
    await placeOrder(page.request, shopper.email, 'caracas');
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin@demo.ve');
    await page.goto('/admin/usuario/registrar');
    await expect(page).toHaveURL(/\/admin\/usuario\/create$/);
    await page.getByRole('textbox', { name: 'Correo' }).fill('cliente@demo.ve');
    await expect(page.getByText('Ya existe una cuenta con este correo electrónico')).toBeVisible();
    await page.getByRole('textbox', { name: 'Correo' }).fill(email);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Mendoza');
    await page.getByRole('checkbox', { name: 'Pedidos' }).check();
    await page.getByRole('checkbox', { name: 'Zona Valencia' }).check();
    await shoot(page, testInfo, 'usuario-registrar');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/admin\/usuario$/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Verificar correo');
    await expect(row).toContainText('Pedidos');
    await expect(row).toContainText('Zona Valencia');
    await shoot(page, testInfo, 'usuario-lista');

    // the operator opens the invitation in their own browser and sets a password
    const context = await browser.newContext({ viewport: PHONE });
    const operator = await context.newPage();
    await operator.goto(await linkFromMail(email, '/auth/recuperar-clave'));
    await operator.getByRole('textbox', { name: 'Clave nueva' }).fill('Valencia2026');
    await operator.getByRole('textbox', { name: 'Confirmar clave' }).fill('Valencia2026');
    await operator.getByRole('button', { name: 'Guardar clave' }).click();
    await expect(operator.getByText('Clave actualizada')).toBeVisible();

    await operator.setViewportSize(DESKTOP);
    await submitAdminLogin(operator, email, 'Valencia2026');
    await expect(adminMenuLink(operator, 'Pedidos')).toBeVisible();
    await expect(adminMenuLink(operator, 'Clientes')).toHaveCount(0);
    await adminMenuLink(operator, 'Pedidos').click();
    await expect(operator).toHaveURL(/\/admin\/pedido/);
    const rows = operator.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    // every order listed is Valencia's
    const zonas = await operator.locator('tbody tr').allInnerTexts();
    expect(zonas.length).toBeGreaterThan(0);
    for (const text of zonas) expect(text).toContain('Valencia');
    await shoot(operator, testInfo, 'operador-pedidos');
    await context.close();
  });
});
