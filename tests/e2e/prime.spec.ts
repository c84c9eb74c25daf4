/**
 * PRIME (issue 15): a customer requests the monthly plan paying with the TZM balance and waits on
 * /procesar; staff approve it in the back office; the customer is told 'Plan de Usuario actualizado', logs
 * in again, sees the PRIME logo and prices and checks out below the normal minimum. Then the verification
 * queue: a PRIME request paid by pago móvil is approved from the keyboard. Each journey has its own customer.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { freshCustomer } from './customers';
import { adminLogin, adminMenuLink, storefrontLogin, storedToken } from './helpers';
import { apiLogin, DEMO_PASSWORD, signIn } from './session';

const CATEGORY = '/caracas/supermercado/viveres';

async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.screenshot({ path: testInfo.outputPath(`${name}-escritorio.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-telefono.png`), fullPage: true });
  await page.setViewportSize(viewport);
}

async function firstCardPrice(page: Page): Promise<string> {
  await page.goto(CATEGORY);
  return (await page.getByRole('article').first().getByTestId('precio-actual').textContent())!.trim();
}

test.describe('PRIME', () => {
  test('un cliente pide PRIME mensual con saldo; el personal aprueba; vuelve a ingresar, ve el logo y precios PRIME y compra bajo el mínimo', async ({
    page,
    browser,
  }, testInfo) => {
    const cliente = await freshCustomer({ saldo: '50.00' });
    await signIn(page, cliente.email);
    const normalPrice = await firstCardPrice(page);

    await page.goto('/prime');
    await expect(page.getByRole('heading', { name: 'Hágase PRIME' })).toBeVisible();
    const benefits = page.getByRole('list', { name: 'Beneficios PRIME' });
    await expect(benefits).toContainText('Sin monto mínimo de compra');
    await expect(benefits).toContainText('Precios PRIME');
    // the simple PRIME menu: the PRIME logo and the way back to the store
    await expect(page.getByRole('banner').getByRole('img', { name: 'Mercado en Zonas PRIME' })).toBeVisible();
    const mensual = page.getByRole('radio', { name: 'Plan Mensual' });
    await expect(mensual).toContainText('$\u00a04,99');
    await expect(mensual).toContainText('Bs.');
    await mensual.click();
    await page.getByRole('radio', { name: /Saldo TZM/ }).check();
    await shots(page, testInfo, 'prime');
    await page.getByRole('button', { name: 'Solicitar PRIME' }).click();

    await expect(page).toHaveURL(/\/procesar\?tipo=membresia&id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByTestId('procesar-titulo')).toHaveText('Verificando su solicitud PRIME');
    await shots(page, testInfo, 'procesar-pendiente');

    // staff approve the request from its page in the back office
    const context = await browser.newContext();
    const admin = await context.newPage();
    await adminLogin(admin, 'admin@demo.ve');
    await adminMenuLink(admin, 'Solicitudes PRIME').click();
    await admin.getByRole('row', { name: new RegExp(`^${id}\\b`) }).click();
    await expect(admin.getByRole('heading', { level: 2, name: `Solicitud PRIME #${id}` })).toBeVisible();
    await admin.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = admin.getByRole('dialog', { name: `Aprobar la solicitud #${id}` });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText('Solicitud actualizada')).toBeVisible();
    await expect(admin.getByText('Aprobada', { exact: true })).toBeVisible();
    await admin.screenshot({ path: testInfo.outputPath('admin-solicitud-aprobada.png'), fullPage: true });
    await context.close();

    // the waiting page notices: the plan changed, the customer logs in again
    const alert = page.getByRole('dialog').filter({ has: page.getByRole('alert').filter({ hasText: 'Plan de Usuario actualizado' }) });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('Por favor vuelva a ingresar sus credenciales');
    await page.screenshot({ path: testInfo.outputPath('plan-actualizado.png') });
    await alert.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=/);
    await expect.poll(() => storedToken(page)).toBeNull();
    await storefrontLogin(page, cliente.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/procesar\?tipo=membresia/);
    await expect(page.getByTestId('procesar-titulo')).toHaveText('¡Bienvenido a PRIME!');
    await shots(page, testInfo, 'procesar-aprobado');
    await expect(page).toHaveURL(/\/prime$/, { timeout: 10_000 });
    await expect(page.getByTestId('prime-vigente')).toContainText('Usted es PRIME hasta el');

    // PRIME logo and prices in the store
    const primePrice = await firstCardPrice(page);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Mercado en Zonas PRIME' }).first()).toBeVisible();
    expect(primePrice).not.toBe(normalPrice);
    await shots(page, testInfo, 'tienda-prime');

    // and buys one product, far below the normal minimum
    const card = page.getByRole('article').first();
    const nombre = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('button', { name: `Agregar ${nombre} al carrito` }).click();
    await page.getByRole('button', { name: /^Carrito: / }).first().click();
    await page.getByRole('dialog', { name: 'Carrito de compras' }).getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page).toHaveURL(/\/caracas\/pago\/0$/);
    await page.getByRole('region', { name: 'Entrega' }).getByRole('button', { name: 'Retiro en tienda' }).click();
    await page.getByRole('combobox', { name: 'Horario de retiro' }).click();
    await page.getByRole('listbox').getByRole('option', { name: /, \d\d:\d\d a \d\d:\d\d$/ }).first().click();
    await page.getByRole('region', { name: 'Pago' }).getByRole('radio', { name: 'Efectivo' }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByRole('heading', { name: /^¡Pedido #\d+ recibido!$/ })).toBeVisible();
  });

  test('la cola de verificación muestra un pago móvil de PRIME con ambas monedas y se aprueba con el teclado', async ({ page, browser }, testInfo) => {
    // a request paid by pago móvil, sent through the API
    const cliente = await apiLogin(page.request, (await freshCustomer()).email);
    const plan = (await (await page.request.get('/backend/usuario/membresia', { headers: cliente.headers })).json()).planes[0];
    const referencia = `PM-${Date.now() % 1_000_000}`;
    const res = await page.request.post('/backend/usuario/membresia/solicitud', {
      headers: cliente.headers,
      data: { planId: plan.id, metodoPago: 3, referencia, banco: 'Banesco' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const solicitud = await res.json();

    const context = await browser.newContext();
    const admin = await context.newPage();
    await adminLogin(admin, 'admin@demo.ve');
    const menu = admin.getByRole('navigation', { name: 'Secciones de administración' });
    // the pending count shows in the menu
    await expect(menu.getByRole('link', { name: /^Pagos por verificar \(\d+\)$/ })).toBeVisible();
    await menu.getByRole('link', { name: /^Pagos por verificar/ }).click();
    const row = admin.getByTestId(`pago-membresia-${solicitud.id}`);
    await expect(row).toContainText(referencia);
    await expect(row).toContainText('Banesco');
    await expect(row).toContainText('$\u00a04,99');
    await expect(row).toContainText('Bs.');
    await admin.screenshot({ path: testInfo.outputPath('cola-escritorio.png'), fullPage: true });
    await row.focus();
    await admin.keyboard.press('a');
    await expect(admin.getByText(`Pago aprobado: PRIME ${plan.nombre} (solicitud #${solicitud.id})`)).toBeVisible();
    await expect(row).toBeHidden();
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: testInfo.outputPath('cola-telefono.png'), fullPage: true });
    await context.close();
    const after = await (await page.request.get(`/backend/admin/membresia/solicitud/${solicitud.id}`, { headers: (await apiLogin(page.request, 'admin@demo.ve')).headers })).json();
    expect(after.estatus).toBe(2);
  });
});
