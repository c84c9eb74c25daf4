/**
 * Express delivery at checkout (issue 12): Valencia gets an express option in the back office's `envio`
 * area; a customer created through the API chooses Express, sees its cost in dollars and bolívares and the
 * one window it comes in (the area's earliest), and places the order.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { FormPago } from '../../src/shared/contracts/orders';
import { bothCurrencies } from '../../src/store/lib/order-view';
import { DEMO_PASSWORD, linkFromMail, newCustomer } from './helpers';
import { apiLogin, signIn, type ApiSession } from './session';

const VALENCIA = 2;

/** A verified customer with the demo password, registered and verified through the API. */
async function apiCustomer(request: APIRequestContext): Promise<string> {
  const customer = { ...newCustomer(), clave: DEMO_PASSWORD };
  await request.get('/backend/api/website/resolve');
  const headers = { 'X-XSRF-TOKEN': (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value };
  expect((await request.post('/backend/api/usuario/registrar', { headers, data: customer })).status()).toBeLessThan(300);
  const token = new URL(await linkFromMail(customer.email, '/auth/verificar-cuenta'), 'http://x').searchParams.get('token');
  expect((await request.post('/backend/api/usuario/verificar', { headers, data: { token } })).status()).toBeLessThan(300);
  return customer.email;
}

/** Valencia's express option at $ 3,00 everywhere, active (created once per database). */
async function valenciaExpress(request: APIRequestContext): Promise<void> {
  const staff = await apiLogin(request, 'admin@demo.ve');
  const data = { zonaId: VALENCIA, tipoEnvio: 3, nombre: 'Express', costoBase: '3.00', envioGratisDesde: null, recargos: [], estatus: 1 };
  const res = await request.post('/backend/admin/envio/registrar', { headers: staff.headers, data });
  expect([201, 409], await res.text()).toContain(res.status());
}

/** Cart #1 of Valencia with enough for the minimum purchase, and a saved address in an area with express. */
async function readyToPay(request: APIRequestContext, session: ApiSession): Promise<FormPago> {
  const { headers } = session;
  const listing = await (await request.get('/backend/api/categoria/supermercado/viveres?zona=valencia', { headers })).json();
  const lines = (listing.producto as { id: number; precio: { modalidadVenta: { minimo: number; unidad: number } } }[])
    .slice(0, 4)
    .map((p) => ({ producto: { id: p.id }, cantidad: p.precio.modalidadVenta.minimo * p.precio.modalidadVenta.unidad * 4 }));
  expect((await request.post('/backend/usuario/carrito/zona/valencia', { headers, data: { pagina: 0, carritoDetalle: lines } })).status()).toBe(200);
  const form = (await (await request.get('/backend/usuario/orden/zona/valencia/pagina/0/formpago', { headers })).json()) as FormPago;
  const area = form.area.find((a) => a.express)!;
  const saved = await request.post('/backend/usuario/direccion/zona/valencia', {
    headers,
    data: { nombre: 'Casa', sectorId: area.sector[0]!.id, direccion: 'Av. Bolívar Norte, residencias El Parral, apto 4B' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return form;
}

test('un cliente nuevo elige envío express: ve su costo en dólares y bolívares y su único horario, y hace el pedido', async ({ page }, testInfo) => {
  await valenciaExpress(page.request);
  const email = await apiCustomer(page.request);
  const session = await signIn(page, email);
  const form = await readyToPay(page.request, session);
  const express = form.area.find((a) => a.express)!.express!;
  const precio = bothCurrencies('3.00', form.tasa);

  await page.goto('/valencia/pago/0');
  const entrega = page.getByRole('region', { name: 'Entrega' });
  await entrega.getByRole('button', { name: 'Express' }).click();
  await expect(entrega.getByRole('radio', { name: /^Casa/ })).toBeChecked();
  await expect(entrega.getByText(`Express ${precio.usd} (${precio.bs}) · ${express.ventana.etiqueta}`)).toBeVisible();
  const ventana = entrega.getByRole('status', { name: 'Entrega express' });
  await expect(ventana).toContainText(`Entrega express: ${express.ventana.etiqueta}`);
  await expect(ventana).toContainText(`${precio.usd} (${precio.bs})`);
  // no window to choose
  await expect(entrega.getByRole('combobox', { name: 'Horario de entrega' })).toHaveCount(0);
  await expect(page.getByTestId('resumen-Envío')).toContainText(precio.usd);
  await page.screenshot({ path: testInfo.outputPath('checkout-express.png'), fullPage: true });

  await page.getByRole('region', { name: 'Pago' }).getByRole('radio', { name: 'Efectivo' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: /^¡Pedido #\d+ recibido!$/ })).toBeVisible();
  const orders = await (await page.request.get('/backend/usuario/orden/pagina/1', { headers: session.headers })).json();
  expect(orders.orden[0]).toMatchObject({ tipoEnvio: 3, fechaEntrega: express.ventana.fecha, horaInicio: express.ventana.horaInicio });
});
