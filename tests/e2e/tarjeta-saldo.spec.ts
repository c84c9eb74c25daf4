/**
 * Issue 15, balance side: a customer buys a $20 balance card by pago móvil and staff (finanzas@demo.ve)
 * approve it in the card-request list; the balance shows $20 more with the movement. A gift card for a
 * friend's e-mail is redeemed from the outbox mail, once. Staff record a $3 vuelto to balance on a delivered
 * cash order. Screenshots on a phone and a desktop. The customers are each journey's own.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { OutboxEntry } from '../../src/server/plugins/mail';
import type { FormPago } from '../../src/shared/contracts/orders';
import { freshCustomer } from './customers';
import { apiLogin, signIn, type ApiSession } from './session';

const OUTBOX_DIR = join(import.meta.dirname, '..', '.tmp', `e2e-data-${process.env.E2E_PORT ?? '3999'}`, 'outbox');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function saldo(request: APIRequestContext, s: ApiSession): Promise<number> {
  const res = await request.get('/backend/usuario/tarjeta/saldo', { headers: s.headers });
  return Number(((await res.json()) as { saldo: string }).saldo);
}

async function giftCode(to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
        for (const n of names.reverse()) {
          const m = JSON.parse(await readFile(join(OUTBOX_DIR, n), 'utf8')) as OutboxEntry;
          const found = m.to === to ? /Su código de regalo: ([A-Z0-9-]+)/.exec(m.text)?.[1] : undefined;
          if (found) return (code = found);
        }
        return null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

async function staffPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-VE', timezoneId: 'America/Caracas' });
  const page = await context.newPage();
  await signIn(page, 'finanzas@demo.ve');
  return page;
}

/** A delivered cash pickup order of `email` (checkout API, then the order moved along by the admin). */
async function deliveredCashOrder(request: APIRequestContext, email: string): Promise<number> {
  const { headers } = await apiLogin(request, email);
  const listing = await (await request.get('/backend/api/categoria/supermercado/viveres?zona=caracas', { headers })).json();
  const lines = (listing.producto as { id: number; precio: { modalidadVenta: { minimo: number; unidad: number } } }[])
    .slice(0, 3)
    .map((p) => ({ producto: { id: p.id }, cantidad: p.precio.modalidadVenta.minimo * p.precio.modalidadVenta.unidad * 4 }));
  expect((await request.post('/backend/usuario/carrito/zona/caracas', { headers, data: { pagina: 1, carritoDetalle: lines } })).status()).toBe(200);
  const form = (await (await request.get('/backend/usuario/orden/zona/caracas/pagina/1/formpago', { headers })).json()) as FormPago;
  const punto = form.retiro.find((p) => p.ventana.length > 0)!;
  const body = {
    claveIdempotencia: crypto.randomUUID(),
    tipoEnvio: 2,
    direccionZonaId: punto.id,
    horarioId: punto.ventana[0]!.horarioId,
    fechaEntrega: punto.ventana[0]!.fecha,
    montoSaldo: '0.00',
    pago: { metodo: 1 },
    monedaId: 1,
    totalEsperado: '0.00',
  };
  const url = '/backend/usuario/orden/zona/caracas/pagina/1/registrar';
  const first = await request.post(url, { headers, data: body });
  expect(first.status(), await first.text()).toBe(409);
  const res = await request.post(url, { headers, data: { ...body, totalEsperado: (await first.json()).errores.total } });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).orden.id as number;
  const admin = await apiLogin(request, 'admin@demo.ve');
  for (const estatus of [2, 3, 5, 6]) {
    const moved = await request.put(`/backend/admin/orden/${id}/estatus`, { headers: admin.headers, data: { estatus, nota: 'Avance de prueba' } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return id;
}

test.describe('tarjeta y saldo TZM', () => {
  test('compra de una tarjeta de $20 por pago móvil, aprobada por finanzas en la cola de pagos, suma al saldo', async ({ page, browser }, testInfo) => {
    await page.setViewportSize(PHONE);
    const cliente = await signIn(page, (await freshCustomer({ saldo: '25.00' })).email);
    const antes = await saldo(page.request, cliente);
    expect(antes).toBe(25);
    await page.goto('/tarjeta-saldo');
    await expect(page.getByRole('heading', { name: 'Tarjeta y saldo TZM' })).toBeVisible();
    await expect(page.getByTestId('saldo-usd')).toBeVisible();
    const form = page.getByRole('form', { name: 'Comprar tarjeta de saldo' });
    await form.getByRole('button', { name: '$20', exact: true }).click();
    await expect(page.getByTestId('instrucciones-pago')).toContainText('Pague Bs.');
    const referencia = `PM${Date.now().toString().slice(-8)}`;
    await form.getByRole('textbox', { name: 'Referencia del pago' }).fill(referencia);
    await form.getByRole('textbox', { name: 'Banco de origen' }).fill('Banesco (0134)');
    await form.getByRole('textbox', { name: 'Teléfono del pago móvil' }).fill('0414-1234567');
    await page.screenshot({ path: testInfo.outputPath('telefono-comprar-tarjeta.png'), fullPage: true });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByTestId('solicitud-enviada')).toContainText('por $ 20,00');
    await expect(page.getByTestId('solicitud').first()).toContainText('Por verificar');

    const staff = await staffPage(browser);
    await staff.goto('/admin/tarjeta/solicitud');
    const row = staff.getByRole('row').filter({ hasText: referencia });
    await expect(row).toContainText('Por verificar');
    await expect(row).toContainText('$ 20,00');
    await staff.screenshot({ path: testInfo.outputPath('escritorio-solicitudes.png'), fullPage: true });

    // finance staff approve it in the one verification queue, with the other manual payments
    const mias = await page.request.get('/backend/usuario/tarjeta/solicitud/listado/1', { headers: cliente.headers });
    const id = ((await mias.json()) as { solicitud: { id: number; referencia: string }[] }).solicitud.find((x) => x.referencia === referencia)!.id;
    await staff.goto('/admin/pagos-por-verificar');
    const pago = staff.getByTestId(`pago-tarjeta-${id}`);
    await expect(pago).toContainText(referencia);
    await expect(pago).toContainText('Bs.');
    await pago.getByRole('button', { name: `Aprobar Recarga de saldo (solicitud #${id})` }).click();
    await expect(staff.getByText(`Pago aprobado: Recarga de saldo (solicitud #${id})`)).toBeVisible();
    await expect(pago).toBeHidden();
    await staff.goto('/admin/tarjeta/solicitud');
    await expect(row).toContainText('Aprobada');

    await page.reload();
    await expect.poll(() => saldo(page.request, cliente)).toBe(antes + 20);
    const movimiento = page.getByTestId('movimiento').first();
    await expect(movimiento).toContainText('Tarjeta de saldo');
    await expect(movimiento).toContainText('+$ 20,00');
    await movimiento.click();
    await expect(page.getByRole('dialog', { name: 'Tarjeta de saldo' })).toContainText(`Referencia: ${referencia}`);
    await page.screenshot({ path: testInfo.outputPath('telefono-movimiento.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: testInfo.outputPath('escritorio-tarjeta-saldo.png'), fullPage: true });
    await staff.context().close();
  });

  test('una tarjeta de regalo llega por correo y la amiga la canjea una sola vez', async ({ page, browser }, testInfo) => {
    const [deQuien, paraQuien] = await Promise.all([freshCustomer(), freshCustomer()]);
    const comprador = await apiLogin(page.request, deQuien.email);
    const amiga = paraQuien.email;
    const compra = await page.request.post('/backend/usuario/tarjeta/solicitud/procesarcomprar', {
      headers: comprador.headers,
      data: { tipo: 2, monto: '12.50', metodo: 5, referencia: `ZL${Date.now()}`.slice(0, 20), destinatarioEmail: amiga, destinatarioNombre: 'Rosa', mensaje: '¡Feliz cumpleaños!' },
    });
    expect(compra.status(), await compra.text()).toBe(201);
    const staff = await staffPage(browser);
    await staff.goto(`/admin/tarjeta/solicitud/${(await compra.json()).id}`);
    await expect(staff.getByText('¡Feliz cumpleaños!')).toBeVisible();
    await staff.getByRole('button', { name: 'Aprobar' }).first().click();
    await expect(staff.getByRole('dialog')).toContainText(`Se enviará un código de regalo por $ 12,50 a ${amiga}`);
    await staff.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect(staff.getByText('Aprobada').first()).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('escritorio-solicitud-regalo.png'), fullPage: true });
    await staff.context().close();

    const codigo = await giftCode(amiga);
    await page.setViewportSize(PHONE);
    const sesion = await signIn(page, amiga);
    const antes = await saldo(page.request, sesion);
    expect(antes).toBe(0);
    await page.goto('/tarjeta-saldo');
    const canje = page.getByRole('form', { name: 'Canjear código de regalo' });
    await canje.getByRole('textbox', { name: 'Código de regalo' }).fill(codigo.toLowerCase());
    await canje.getByRole('button', { name: 'Canjear código' }).click();
    await expect(canje.getByRole('alert')).toContainText('¡Listo! Se sumaron $ 12,50');
    await expect.poll(() => saldo(page.request, sesion)).toBe(antes + 12.5);
    await expect(page.getByTestId('movimiento').first()).toContainText('Tarjeta de regalo');
    await page.screenshot({ path: testInfo.outputPath('telefono-codigo-canjeado.png'), fullPage: true });

    await canje.getByRole('textbox', { name: 'Código de regalo' }).fill(codigo);
    await canje.getByRole('button', { name: 'Canjear código' }).click();
    await expect(canje.getByText('El código de regalo ya fue utilizado')).toBeVisible();
    expect(await saldo(page.request, sesion)).toBe(antes + 12.5);
  });

  test('finanzas registra un vuelto de $3 al saldo de un pedido en efectivo entregado', async ({ page, browser }, testInfo) => {
    const { email } = await freshCustomer();
    const ordenId = await deliveredCashOrder(page.request, email);
    const cliente = await apiLogin(page.request, email);
    const antes = await saldo(page.request, cliente);
    expect(antes).toBe(0);
    const staff = await staffPage(browser);
    await staff.goto('/admin/vuelto/registrar');
    await expect(staff).toHaveURL(/\/admin\/vuelto\/create$/);
    await staff.getByRole('textbox', { name: 'N.º de orden' }).fill(String(ordenId));
    await staff.getByRole('button', { name: 'Buscar pagos' }).click();
    await expect(staff.getByText(`#${ordenId} ·`)).toContainText('Entregado');
    await staff.getByRole('combobox', { name: 'Pago de la orden' }).click();
    await staff.getByRole('option', { name: /^Efectivo/ }).click();
    await staff.getByRole('textbox', { name: 'Vuelto ($)' }).fill('3');
    await staff.getByRole('textbox', { name: 'Nota' }).fill('Pagó con un billete de más');
    await staff.screenshot({ path: testInfo.outputPath('escritorio-vuelto.png'), fullPage: true });
    await staff.getByRole('button', { name: 'Registrar vuelto' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(staff).toHaveURL(/\/admin\/vuelto\/\d+$/);
    await expect(staff.getByRole('heading', { name: /^Vuelto #\d+$/ })).toBeVisible();
    await expect(staff.getByRole('main')).toContainText('Abonado al saldo');
    await staff.screenshot({ path: testInfo.outputPath('escritorio-vuelto-registrado.png'), fullPage: true });
    await expect.poll(() => saldo(page.request, cliente)).toBe(antes + 3);

    // the same payment cannot get a second vuelto
    await staff.goto('/admin/vuelto/registrar');
    await staff.getByRole('textbox', { name: 'N.º de orden' }).fill(String(ordenId));
    await staff.getByRole('button', { name: 'Buscar pagos' }).click();
    await staff.getByRole('combobox', { name: 'Pago de la orden' }).click();
    await expect(staff.getByRole('option', { name: /ya tiene vuelto/ })).toHaveAttribute('aria-disabled', 'true');
    await staff.keyboard.press('Escape');
    await staff.setViewportSize(PHONE);
    await staff.goto('/admin/vuelto');
    await expect(staff.getByText(`#${ordenId} · $ 3,00`)).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('telefono-vueltos.png'), fullPage: true });
    await staff.context().close();
  });
});
