/**
 * Marketing staff (ROLE_LISTA_RAPIDA + ROLE_ZONA_caracas) build a quick list of 5 products with
 * quantities and an image; a customer adds the whole list to cart #2 with those quantities.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { CarritoRespuesta } from '../../src/shared/contracts/cart';
import type { Inicio } from '../../src/shared/contracts/catalog-pages';
import { defaultQuantity } from '../../src/shared/quantity';
import { expectAccessible } from './axe';
import { freshCustomer } from './customers';
import { unique } from './helpers';
import { signIn } from './session';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('lista rápida: 5 productos con cantidades e imagen, y un cliente la agrega completa al carrito #2', async ({ page }, testInfo) => {
  await signIn(page, 'mercadeo@demo.ve');
  const nombre = `Compra rápida ${unique()}`;
  const home = (await (await page.request.get('/backend/api/website/inicio/caracas')).json()) as Inicio;
  const productos = home.oferta.slice(0, 5);
  const first = productos[0]!;
  const m = first.precio.modalidadVenta;
  const step = Math.max(1, m.grupo) * Math.max(1, m.unidad);
  const wanted = defaultQuantity(m) + step;
  const image = testInfo.outputPath('lista.png');
  await sharp({ create: { width: 400, height: 400, channels: 3, background: '#6a1b9a' } }).png().toFile(image);

  await page.goto('/admin/lista-rapida');
  await expect(page.getByRole('tab', { name: 'Caracas' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Nueva lista rápida' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nueva lista rápida' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
  await dialog.locator('#lista-imagen').setInputFiles(image);
  await expect(dialog.getByRole('button', { name: 'Cambiar imagen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Productos y cantidades: ${nombre}` }).click();
  dialog = page.getByRole('dialog', { name: `Productos y cantidades: ${nombre}` });
  const search = dialog.getByRole('combobox', { name: 'Buscar producto por nombre o código' });
  for (const p of productos) {
    await search.fill(p.nombre);
    await page.getByRole('option', { name: new RegExp(`^${escape(p.nombre)} · `) }).first().click();
  }
  await expect(dialog.getByText('Productos (5)')).toBeVisible();
  const quantity = dialog.getByRole('spinbutton', { name: `Cantidad de ${first.nombre}` });
  await quantity.fill(String(wanted + (step > 1 ? 1 : 0) + 0.5));
  await expect(dialog.getByText(/La cantidad/)).toBeVisible();
  await quantity.fill(String(wanted));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: nombre });
  await expect(row).toContainText(`${wanted} × ${first.nombre}`);
  await expect(row.locator('img')).toHaveAttribute('src', /\/lista-rapida\/1\/[a-f0-9]+-sm\.webp$/);
  await expect(page.getByText('Cambios guardados')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'listas rápidas de Caracas');
  await page.screenshot({ path: testInfo.outputPath('lista-rapida-escritorio.png'), fullPage: true });

  // a customer on a phone: cart #2, then the whole list
  const cliente = await signIn(page, (await freshCustomer()).email);
  await page.setViewportSize({ width: 390, height: 844 });
  const slug = nombre.toLowerCase().replace(/\s+/g, '-').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  await page.goto(`/caracas/lista-rapida/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  await page.getByRole('button', { name: /^Carrito: / }).click();
  const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
  await cart.getByRole('tab', { name: 'Carrito #2' }).click();
  await expect(cart.getByRole('tab', { name: 'Carrito #2' })).toHaveAttribute('aria-selected', 'true');
  await cart.getByRole('button', { name: 'Cerrar carrito' }).click();
  await page.getByRole('button', { name: 'Agregar toda la lista' }).click();
  await expect(page.getByRole('button', { name: 'Lista agregada al carrito' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lista-rapida-telefono.png'), fullPage: true });
  await expect(async () => {
    const carts = (await (await page.request.get('/backend/usuario/carrito/zona/caracas', { headers: cliente.headers })).json()) as CarritoRespuesta;
    const second = carts.carrito.find((c) => c.pagina === 1)!;
    expect(second.carritoDetalle.map((l) => [l.producto.id, l.cantidad]).sort()).toEqual(
      productos.map((p) => [p.id, p.id === first.id ? wanted : defaultQuantity(p.precio.modalidadVenta)]).sort(),
    );
  }).toPass({ timeout: 10_000 });
});
