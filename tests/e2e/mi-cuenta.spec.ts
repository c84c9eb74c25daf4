/**
 * Mi cuenta, Comparte y gana and account deletion, end to end: password and e-mail changes end the other
 * sessions, a friend registers with the personal link and both get the reward once when the friend's first
 * order is delivered, and an approved delete request anonymises the account so its e-mail registers again.
 */
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { freshCustomer } from './customers';
import { animationsEnded, DEMO_PASSWORD, fillRegistration, linkFromMail, newCustomer, storefrontLogin } from './helpers';
import { placeOrder } from './orders';
import { apiLogin } from './session';

const PHONE = { width: 390, height: 844 };

/** The customer's TZM balance as checkout offers it. */
async function balanceOf(request: APIRequestContext, email: string, clave: string): Promise<string> {
  const { headers } = await apiLogin(request, email, clave);
  const form = await request.get('/backend/usuario/orden/zona/caracas/pagina/0/formpago', { headers });
  expect(form.status(), await form.text()).toBe(200);
  return ((await form.json()) as { saldo: string }).saldo;
}

/** Staff move an order along to delivered through the API. */
async function deliver(request: APIRequestContext, ordenId: number): Promise<void> {
  const { headers } = await apiLogin(request, 'admin@demo.ve');
  for (const estatus of [2, 3, 4, 6]) {
    const res = await request.put(`/backend/admin/orden/${ordenId}/estatus`, { headers, data: { estatus, nota: 'Avance de prueba' } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Logs the page's browser in through the API with the customer's own password. */
async function signIn(page: Page, email: string, clave: string): Promise<void> {
  const session = await apiLogin(page.request, email, clave);
  await page.goto('/backend/health');
  await page.evaluate(({ token, refresh }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refresh', String(refresh));
  }, session);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // once the route's 0.4 s fade-in has ended
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function phonePage(browser: Browser, email: string, clave: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, email, clave);
  return page;
}

test('un cliente cambia su clave y su correo, invita a una amiga y ambos reciben la recompensa una vez', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const cliente = await freshCustomer();

  // another device logged in with the same account
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, cliente.email, cliente.clave);

  await page.goto('/auth/login');
  await storefrontLogin(page, cliente.email, cliente.clave);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/caracas');
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByTestId('perfil-email')).toHaveText(cliente.email);
  await shoot(page, testInfo, 'mi-cuenta-escritorio');

  // password: a weak one is refused, then the change ends the other session
  await page.getByRole('link', { name: /Clave/ }).click();
  await expect(page.getByRole('heading', { name: 'Cambiar clave' })).toBeVisible();
  const nueva = 'Segura2025x';
  await page.getByRole('textbox', { name: 'Clave actual' }).fill('equivocada1');
  await page.getByRole('textbox', { name: 'Nueva clave', exact: true }).fill(nueva);
  await page.getByRole('textbox', { name: 'Confirmar nueva clave' }).fill(nueva);
  await page.getByRole('button', { name: 'Cambiar clave' }).click();
  await expect(page.getByText('La clave actual no es correcta')).toBeVisible();
  await page.getByRole('textbox', { name: 'Clave actual' }).fill(cliente.clave);
  await page.getByRole('button', { name: 'Cambiar clave' }).click();
  await expect(page.getByText('Su clave fue actualizada. Las sesiones en otros dispositivos fueron cerradas.')).toBeVisible();
  await shoot(page, testInfo, 'mi-cuenta-clave-escritorio');

  await other.goto('/mi-cuenta');
  await expect(other).toHaveURL(/\/auth\/login/);
  await otherContext.close();
  // this session goes on
  await page.goto('/mi-cuenta');
  await expect(page.getByTestId('perfil-email')).toHaveText(cliente.email);

  // e-mail: the change applies when the link mailed to the new address is opened
  const nuevoCorreo = `nuevo.${cliente.email}`;
  await page.getByRole('link', { name: /Correo electrónico/ }).click();
  await page.getByRole('textbox', { name: 'Nuevo correo electrónico' }).fill(nuevoCorreo);
  await page.getByRole('textbox', { name: 'Clave actual' }).fill(nueva);
  await page.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
  await expect(page.getByTestId('correo-enviado')).toContainText(nuevoCorreo);
  await shoot(page, testInfo, 'mi-cuenta-correo-escritorio');
  await page.goto(await linkFromMail(nuevoCorreo, '/mi-cuenta/correo'));
  await page.getByRole('button', { name: 'Confirmar mi nuevo correo' }).click();
  await expect(page.getByText(`Su correo fue actualizado a ${nuevoCorreo}. Las sesiones en otros dispositivos fueron cerradas`)).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Mi perfil' }).click();
  await expect(page.getByTestId('perfil-email')).toHaveText(nuevoCorreo);
  // the old address no longer logs in
  const old = await page.request.post('/backend/login_check', {
    data: { username: cliente.email, password: nueva },
    headers: { 'X-XSRF-TOKEN': (await page.context().cookies()).find((k) => k.name === 'XSRF-TOKEN')!.value },
  });
  expect(old.status()).toBe(401);

  // Comparte y gana: the personal link
  await page.goto('/comparte-y-gana');
  const codigo = (await page.getByTestId('codigo-referido').textContent())!.trim();
  const enlace = await page.getByTestId('enlace-referido').inputValue();
  expect(enlace).toMatch(new RegExp(`/auth/registro\\?ref=${codigo}$`));
  await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${codigo}`));
  await shoot(page, testInfo, 'comparte-y-gana-escritorio');

  // the friend registers with the link on her own device and orders
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  // the demo password, which placeOrder logs in with
  const amiga = { ...newCustomer(), clave: DEMO_PASSWORD };
  await friend.goto(new URL(enlace).pathname + new URL(enlace).search);
  await expect(friend.getByLabel('Código de referido (opcional)')).toHaveValue(codigo);
  await fillRegistration(friend, amiga);
  await expect(friend.getByRole('heading', { name: '¡Registro exitoso!' })).toBeVisible();
  await friend.goto(await linkFromMail(amiga.email, '/auth/verificar-cuenta'));
  await expect(friend.getByRole('heading', { name: 'Cuenta verificada' })).toBeVisible();
  const ordenId = await placeOrder(friend.request, amiga.email);
  await expect(page.getByText('Aún no tiene referidos')).toBeVisible();

  await deliver(page.request, ordenId);
  expect(await balanceOf(friend.request, amiga.email, amiga.clave)).toBe('5.00');
  expect(await balanceOf(page.request, nuevoCorreo, nueva)).toBe('5.00');
  await page.reload();
  await expect(page.getByTestId('lista-referidos').getByText('Recompensa acreditada')).toHaveCount(1);
  await expect(page.getByTestId('referido-ganado')).toContainText('$\u00a05,00');
  await friendContext.close();

  const mobile = await phonePage(browser, nuevoCorreo, nueva);
  for (const [path, name] of [
    ['/mi-cuenta', 'mi-cuenta'],
    ['/mi-cuenta/clave', 'mi-cuenta-clave'],
    ['/mi-cuenta/correo', 'mi-cuenta-correo'],
    ['/comparte-y-gana', 'comparte-y-gana'],
  ] as const) {
    await mobile.goto(path);
    await expect(mobile.locator('h1')).toBeVisible();
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await shoot(mobile, testInfo, `${name}-telefono`);
  }
  await mobile.context().close();
});

test('una solicitud de borrado aprobada por el personal anonimiza la cuenta y su correo puede registrarse de nuevo', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const cliente = await freshCustomer();
  await signIn(page, cliente.email, cliente.clave);
  await page.goto('/mi-cuenta/borrar-cuenta');
  await page.getByLabel('Motivo').fill('Me mudo fuera del país');
  await page.getByRole('textbox', { name: 'Clave actual' }).fill(cliente.clave);
  await page.getByRole('button', { name: 'Solicitar borrado de la cuenta' }).click();
  await page.getByRole('button', { name: 'Sí, solicitar borrado' }).click();
  await expect(page.getByTestId('solicitud-estatus')).toContainText('Pendiente');
  await shoot(page, testInfo, 'borrar-cuenta-escritorio');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'admin@demo.ve', DEMO_PASSWORD);
  await staff.goto('/admin/borrar-cuenta');
  await staff.getByRole('textbox', { name: /Buscar/ }).fill(cliente.email);
  await expect(staff.getByText('1-1 de 1')).toBeVisible();
  // the list re-renders when the search lands: click until the request opens
  await expect(async () => {
    await staff.getByRole('cell', { name: cliente.email }).click();
    await expect(staff.getByRole('heading', { level: 2, name: /Solicitud de borrado #\d+/ })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(staff.getByText('El cliente no tiene saldo ni órdenes en curso.')).toBeVisible();
  await shoot(staff, testInfo, 'admin-borrar-cuenta-escritorio');
  await staff.getByRole('button', { name: 'Aprobar' }).click();
  await staff.getByLabel('Nota').fill('Identidad confirmada por teléfono');
  await staff.getByRole('button', { name: 'Confirmar' }).click();
  await expect(staff.getByText('Cuenta anonimizada')).toBeVisible();
  await expect(staff.getByText('Aprobada').first()).toBeVisible();
  await staffContext.close();

  // the customer's open tab is logged out
  await page.goto('/mi-cuenta');
  await expect(page).toHaveURL(/\/auth\/login/);
  // the e-mail is free again
  await page.goto('/auth/registro');
  await fillRegistration(page, { ...newCustomer(), email: cliente.email });
  await expect(page.getByRole('heading', { name: '¡Registro exitoso!' })).toBeVisible();

  const otro = await freshCustomer();
  const mobile = await phonePage(browser, otro.email, otro.clave);
  await mobile.goto('/mi-cuenta/borrar-cuenta');
  await expect(mobile.getByRole('heading', { name: 'Borrar mi cuenta' })).toBeVisible();
  await shoot(mobile, testInfo, 'borrar-cuenta-telefono');
  await mobile.context().close();
});

test('el personal de atención ve los referidos y la recompensa configurada', async ({ page }, testInfo) => {
  await signIn(page, 'admin@demo.ve', DEMO_PASSWORD);
  await page.goto('/admin/referido');
  await expect(page.getByRole('button', { name: 'Configurar recompensa' })).toBeVisible();
  await page.getByRole('button', { name: 'Configurar recompensa' }).click();
  await expect(page.getByLabel('Monto ($)')).toHaveValue('5.00');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await shoot(page, testInfo, 'admin-referido-escritorio');
});
