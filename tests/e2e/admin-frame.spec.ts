/**
 * The back office's frame as staff meet it: every area's list, form and record page accessible (axe: no
 * critical or serious violation) and within the window, on a desktop and a phone; each area its own chunk,
 * loaded when opened; a refused area shown without asking the server for it; another zone's record worded
 * with the zone message; every write in the record's history and in the bitácora.
 */
import { expect, test } from '@playwright/test';
import { checkScreens, settled } from './admin-screens';
import { freshCustomer } from './customers';
import { placeOrder } from './orders';
import { signIn } from './session';
import { adminMenuLink, unique } from './helpers';

const VIEWPORTS = [
  { name: 'escritorio', width: 1280, height: 800 },
  { name: 'teléfono', width: 390, height: 844 },
] as const;

test.describe('back office: marco, accesibilidad y bitácora', () => {
  for (const viewport of VIEWPORTS) {
    test(`cada área es accesible y cabe en la ventana (${viewport.name})`, async ({ page }, testInfo) => {
      // about thirty screens, each opened within the app, measured and checked by axe
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await signIn(page, 'admin@demo.ve');
      const pages = [
        '/admin',
        '/admin/categoria',
        '/admin/categoria/create',
        '/admin/categoria/1',
        '/admin/categoria/1/show',
        '/admin/categoria/1/show/historial',
        '/admin/cupon',
        '/admin/cupon/create',
        '/admin/pedido',
        '/admin/bitacora',
        '/admin/config',
        '/admin/zona',
        '/admin/zona/create',
        '/admin/zona/2',
        '/admin/zona/2/show',
        '/admin/zona/2/show/direcciones',
        '/admin/zona/2/show/areas',
        '/admin/zona/2/show/horarios-retiro',
        '/admin/zona/2/show/bloqueos',
        '/admin/zona/2/show/ocupacion',
        '/admin/envio',
        '/admin/envio/create',
        '/admin/envio/1',
        '/admin/tienda',
        '/admin/tienda/create',
        '/admin/etiqueta',
        '/admin/etiqueta/create',
        '/admin/producto',
        '/admin/producto/create',
        '/admin/inventario',
        '/admin/inventario/create',
        '/admin/publicidad',
        '/admin/lista-rapida',
      ];
      await checkScreens(page, pages, viewport.name);
      await page.screenshot({ path: testInfo.outputPath(`bitacora-${viewport.name}.png`), fullPage: true });
    });
  }

  test('cada área carga su propio código al abrirla, y un área restringida no se pide al servidor', async ({ page }) => {
    const chunks: string[] = [];
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) chunks.push(url.pathname);
      if (url.pathname.startsWith('/backend/admin/')) adminCalls.push(url.pathname);
    });
    await signIn(page, 'operador@demo.ve');
    await page.goto('/admin');
    await expect(adminMenuLink(page, 'Pedidos')).toBeVisible();
    await expect(adminMenuLink(page, 'Categorías')).toHaveCount(0);
    expect(chunks.filter((c) => /\/(pedido|categoria|cupon|bitacora)-/.test(c))).toEqual([]);

    await adminMenuLink(page, 'Pedidos').click();
    await expect(page).toHaveURL(/\/admin\/pedido$/);
    await settled(page);
    expect(chunks.some((c) => /\/pedido-[\w-]+\.js$/.test(c))).toBe(true);

    adminCalls.length = 0;
    await page.goto('/admin/categoria');
    await expect(page.getByRole('alert')).toContainText('Área restringidaNo tiene los permisos necesarios para esta área');
    // nothing of the refused area is asked (the menu's pending-payments count belongs to the frame)
    expect(adminCalls.filter((c) => c.startsWith('/backend/admin/categoria'))).toEqual([]);
    expect(chunks.some((c) => /\/categoria-/.test(c))).toBe(false);
  });

  test('el pedido de otra zona muestra el mensaje de la zona, no un «no existe»', async ({ page }) => {
    const order = await placeOrder(page.request, (await freshCustomer()).email, 'valencia');
    await signIn(page, 'operador@demo.ve');
    await page.goto(`/admin/pedido/${order}/show`);
    await expect(page.getByRole('alert')).toContainText('Área restringidaNo tiene los permisos de la Zona necesaria para esta área');
    await expect(page.getByText('Elemento inexistente')).toHaveCount(0);
  });

  test('una edición queda en el historial de la categoría y en la bitácora, con antes y después', async ({ page }) => {
    const nombre = `Historial ${unique()}`;
    const { headers } = await signIn(page, 'admin@demo.ve');
    const created = await page.request.post('/backend/admin/categoria', { headers, data: { nombre, padreId: null } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/admin/categoria/${id}`);
    await page.getByRole('spinbutton', { name: 'Orden' }).fill('7');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Elemento actualizado')).toBeVisible();

    await page.goto(`/admin/categoria/${id}/show`);
    await page.getByRole('tab', { name: 'Historial' }).click();
    const edit = page.getByRole('listitem').filter({ hasText: 'Edición' });
    await expect(edit.getByText('admin@demo.ve')).toBeVisible();
    await expect(edit.getByRole('row', { name: 'Orden 0 7' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Creación' })).toBeVisible();

    await page.goto(`/admin/bitacora?filter=${encodeURIComponent(JSON.stringify({ recurso: 'categoria', registroId: String(id) }))}`);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('row').filter({ hasText: 'Edición' }).click();
    await expect(page.getByRole('row', { name: 'Orden 0 7' })).toBeVisible();
  });
});
