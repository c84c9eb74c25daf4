/** Orders placed through the storefront's API, for back-office journeys that need one. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { FormPago } from '../../src/shared/contracts/orders';
import { apiLogin } from './session';

/** A customer's order through the real checkout API: cart page 2, delivery, mobile payment. */
export async function placeOrder(request: APIRequestContext, email: string, zona = 'caracas'): Promise<number> {
  const { headers } = await apiLogin(request, email);
  const listing = await (await request.get(`/backend/api/categoria/supermercado/viveres?zona=${zona}`, { headers })).json();
  const lines = (listing.producto as { id: number; precio: { modalidadVenta: { minimo: number; unidad: number } } }[])
    .slice(0, 4)
    .map((p) => ({ producto: { id: p.id }, cantidad: p.precio.modalidadVenta.minimo * p.precio.modalidadVenta.unidad * 4 }));
  const saved = await request.post(`/backend/usuario/carrito/zona/${zona}`, { headers, data: { pagina: 2, carritoDetalle: lines } });
  expect(saved.status(), await saved.text()).toBe(200);
  const form = (await (await request.get(`/backend/usuario/orden/zona/${zona}/pagina/2/formpago`, { headers })).json()) as FormPago;
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
  const url = `/backend/usuario/orden/zona/${zona}/pagina/2/registrar`;
  // the server answers 409 with its own total; the shopper confirms it
  const first = await request.post(url, { headers, data: body });
  expect(first.status(), await first.text()).toBe(409);
  const res = await request.post(url, { headers, data: { ...body, totalEsperado: (await first.json()).errores.total } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).orden.id as number;
}
