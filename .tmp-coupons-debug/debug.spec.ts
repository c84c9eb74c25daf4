import { expect, test, type APIRequestContext } from '@playwright/test';
import type { FormPago } from '../src/shared/contracts/orders';
const DEMO_PASSWORD = 'Demo1234!';
interface Session {
  headers: Record<string, string>;
}

async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  await request.get('/backend/api/website/resolve');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await request.post('/backend/login_check', { data: { username: email, password: DEMO_PASSWORD }, headers: { 'X-XSRF-TOKEN': csrf } });
  expect(res.status()).toBe(200);
  return { headers: { Authorization: `Bearer ${(await res.json()).token}`, 'X-XSRF-TOKEN': csrf } };
}

/** A customer's order in Caracas through the real checkout: cart page 2, delivery, mobile payment. */
async function placeOrder(request: APIRequestContext, email: string): Promise<number> {
  const { headers } = await apiLogin(request, email);
  const listing = await (await request.get('/backend/api/categoria/supermercado/viveres?zona=caracas', { headers })).json();
  const lines = (listing.producto as { id: number; precio: { modalidadVenta: { minimo: number; unidad: number } } }[])
    .slice(0, 4)
    .map((p) => ({ producto: { id: p.id }, cantidad: p.precio.modalidadVenta.minimo * p.precio.modalidadVenta.unidad * 4 }));
  const saved = await request.post('/backend/usuario/carrito/zona/caracas', { headers, data: { pagina: 2, carritoDetalle: lines } });
  expect(saved.status(), await saved.text()).toBe(200);
  const form = (await (await request.get('/backend/usuario/orden/zona/caracas/pagina/2/formpago', { headers })).json()) as FormPago;
  const area = form.area.find((a) => a.ventana.length > 0)!;
  const body = {
    claveIdempotencia: crypto.randomUUID(),
    tipoEnvio: 1,
    direccionUsuarioId: form.direccion.find((d) => d.area.id === area.id)?.id,
    ...(form.direccion.some((d) => d.area.id === area.id)
      ? {}
      : { direccionNueva: { nombre: 'Casa', sectorId: area.sector[0]!.id, direccion: 'Calle La Colina, edificio Sol, piso 3' } }),
    horarioId: area.ventana[0]!.horarioId,
    fechaEntrega: area.ventana[0]!.fecha,
    montoSaldo: '0.00',
    pago: { metodo: 3, referencia: '00123456', banco: 'Banesco', telefono: '04141234567' },
    monedaId: 1,
    totalEsperado: '0.00',
  };
  const url = '/backend/usuario/orden/zona/caracas/pagina/2/registrar';
  // the server answers 409 with its own total; the shopper confirms it
  const first = await request.post(url, { headers, data: body });
  expect(first.status(), await first.text()).toBe(409);
  const res = await request.post(url, { headers, data: { ...body, totalEsperado: (await first.json()).errores.total } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).orden.id as number;
}


test('debug', async ({ page, request }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 3000)));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message, e.stack?.slice(0, 3000)));
  const id = await placeOrder(request, 'cliente@demo.ve');
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill('operador@demo.ve');
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForTimeout(3000);
  await page.goto(`/admin/pedido`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/coupons-debug/list.png', fullPage: true });
  await page.locator('tbody tr').filter({ hasText: `#${id}` }).click();
  await page.waitForTimeout(5000);
  await page.screenshot({ path: '/tmp/coupons-debug/show.png', fullPage: true });
});
