/**
 * A marketing staff member (ROLE_PUBLICIDAD + ROLE_ZONA_caracas) prepares the Caracas home: a slider
 * with desktop and phone images valid from now, an advertising message, the menu links reordered and a
 * featured group of 4 products; the Caracas home shows them at once on a phone. A slider scheduled for
 * tomorrow is not on the home today but is in the preview for tomorrow; Valencia's advertising stays
 * closed to this staff member.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ImagenSubida, LinkMenuAdmin, PublicidadZona } from '../../src/shared/contracts/admin-publicidad';
import type { Inicio } from '../../src/shared/contracts/catalog-pages';
import { ACCESS_MESSAGES } from '../../src/shared/roles';
import { expectAccessible } from './axe';
import { unique } from './helpers';
import { signIn } from './session';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A datetime-local value (the browser's time zone) `offsetMs` from now. */
const localInput = (page: Page, offsetMs: number) =>
  page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, offsetMs);

test('publicidad: slider, mensaje, enlaces y destacado de Caracas, visibles al instante en el teléfono', async ({ page }, testInfo) => {
  const session = await signIn(page, 'mercadeo@demo.ve');
  const api = (path: string) => `/backend/admin/${path}`;
  const titulo = `Semana del café ${unique()}`;
  const mensaje = `Delivery gratis este fin de semana ${unique()}`;
  const grupo = `Favoritos ${unique()}`;
  const files = await Promise.all(
    [
      ['escritorio.png', 1200, 400, '#1b5e20'],
      ['telefono.png', 600, 600, '#b71c1c'],
    ].map(async ([name, width, height, background]) => {
      const path = testInfo.outputPath(name as string);
      await sharp({ create: { width: width as number, height: height as number, channels: 3, background: background as string } }).png().toFile(path);
      return path;
    }),
  );
  const home = (await (await page.request.get('/backend/api/website/inicio/caracas')).json()) as Inicio;
  const productos = home.oferta.slice(0, 4).map((p) => p.nombre);

  await page.goto('/admin/publicidad');
  await expect(page.getByRole('tab', { name: 'Caracas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Valencia' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sliders' })).toBeVisible();

  // a slider valid from now with its desktop and phone images
  await page.getByRole('button', { name: 'Nuevo slider' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nuevo slider' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await dialog.locator('#slider-escritorio').setInputFiles(files[0]!);
  await dialog.locator('#slider-movil').setInputFiles(files[1]!);
  await expect(dialog.getByRole('button', { name: 'Cambiar imagen' })).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Enlace' }).fill('javascript:alert(1)');
  await dialog.getByLabel('Vigente desde').fill(await localInput(page, -60_000));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Use una ruta interna que empiece con / o una dirección https://')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Enlace' }).fill('/caracas/supermercado/viveres');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Sliders' }).getByText(titulo)).toBeVisible();

  // an advertising message
  await page.getByRole('button', { name: 'Nuevo mensaje' }).click();
  dialog = page.getByRole('dialog', { name: 'Nuevo mensaje' });
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(mensaje);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Mensajes publicitarios' }).getByText(mensaje)).toBeVisible();

  // the menu links: the first moves down one place with the keyboard
  const before = (await (await page.request.get(api('zona/caracas/linkmenulistado'), { headers: session.headers })).json()) as LinkMenuAdmin[];
  const links = page.getByRole('list', { name: 'Enlaces del menú' });
  await links.getByRole('button', { name: `Mover ${before[0]!.nombre}` }).focus();
  // each key once the previous one took effect, as the screen reader's announcement says
  const announced = page.getByRole('status').filter({ hasText: before[0]!.nombre });
  await page.keyboard.press('Space');
  // picked up: over its own place first
  await expect(announced).toHaveText(`${before[0]!.nombre} está sobre la posición 1.`);
  // dnd-kit's keyboard sensor starts listening a task after the pick-up, which may come after its
  // announcement on a busy machine: a key lost that way is pressed again, never one too many
  await expect(async () => {
    if ((await announced.textContent())?.endsWith('posición 1.')) await page.keyboard.press('ArrowDown');
    await expect(announced).toHaveText(`${before[0]!.nombre} está sobre la posición 2.`, { timeout: 2_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(page.getByText('Orden guardado')).toBeVisible();
  await expect(links.getByTestId('link-nombre').first()).toHaveText(before[1]!.nombre);
  const after = (await (await page.request.get(api('zona/caracas/linkmenulistado'), { headers: session.headers })).json()) as LinkMenuAdmin[];
  expect(after.slice(0, 2).map((l) => l.id)).toEqual([before[1]!.id, before[0]!.id]);

  // a featured group of 4 products picked with the autocomplete
  await page.getByRole('button', { name: 'Nuevo destacado' }).click();
  dialog = page.getByRole('dialog', { name: 'Nuevo destacado' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(grupo);
  const search = dialog.getByRole('combobox', { name: 'Buscar producto por nombre o código' });
  for (const nombre of productos) {
    await search.fill(nombre);
    await page.getByRole('option', { name: new RegExp(`^${escape(nombre)} · `) }).first().click();
  }
  await expect(dialog.getByText('Productos (4)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Destacados' }).getByText(grupo)).toBeVisible();
  await expect(page.getByText('Cambios guardados')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'publicidad de Caracas');
  await page.screenshot({ path: testInfo.outputPath('publicidad-escritorio.png'), fullPage: true });

  // a slider scheduled for tomorrow, set up through the API: only the preview for tomorrow shows it
  const upload = async () =>
    (
      (await (
        await page.request.post(api('zona/caracas/imagenoferta'), {
          headers: { ...session.headers, 'X-Upload': '1' },
          multipart: { imagen: { name: 'a.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 300, height: 100, channels: 3, background: '#0d47a1' } }).png().toBuffer() } },
        })
      ).json()) as ImagenSubida
    ).id;
  const manana = `Promo de mañana ${unique()}`;
  const scheduled = await page.request.post(api('publicidad/zona/caracas/slider/registrar'), {
    headers: session.headers,
    data: { titulo: manana, imagenId: await upload(), imagenMovilId: await upload(), vigenciaDesde: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  await page.reload();
  const preview = page.getByTestId('vista-previa');
  await expect(preview.getByRole('img', { name: titulo })).toBeVisible();
  await expect(preview.getByRole('img', { name: manana })).toHaveCount(0);
  await page.getByLabel('Momento').fill(await localInput(page, 86_400_000 + 3_600_000));
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  await expect(preview.getByRole('img', { name: manana })).toBeVisible();

  // the Caracas home on a phone: the slider (its phone picture), the message and the group, at once
  const full = (await (await page.request.get(api('publicidad/zona/caracas'), { headers: session.headers })).json()) as PublicidadZona;
  const phoneFile = full.slider.find((s) => s.titulo === titulo)!.imagenMovil!.sizes.sm.replace(/-sm\.webp$/, '');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/caracas');
  // slides other than the current one are hidden from assistive technology until shown
  const slide = page.getByRole('group', { name: new RegExp(`: ${escape(titulo)}$`), includeHidden: true });
  await expect(slide).toHaveCount(1);
  // its phone picture is the one offered under 600 px (a slide not yet shown may not have loaded any)
  expect(await slide.locator(`source[media="(max-width: 599.98px)"]`).getAttribute('srcset')).toContain(phoneFile);
  await expect(page.getByRole('group', { name: new RegExp(escape(manana)), includeHidden: true })).toHaveCount(0);
  await expect(page.getByLabel('Avisos').getByText(mensaje)).toBeVisible();
  const section = page.getByRole('region', { name: grupo });
  await section.scrollIntoViewIfNeeded();
  for (const nombre of productos) await expect(section.getByText(nombre, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('publicidad-inicio-telefono.png'), fullPage: true });

  // the group was seen once on this page view and is clicked once: the back office shows 1 / 1 / 100 %
  const grupoId = full.destacado.find((d) => d.nombre === grupo)!.id;
  const stat = () => page.request.get(api('publicidad/zona/caracas/estadistica'), { headers: session.headers }).then(async (r) => ((await r.json()) as { tipo: string; id: number; vistas: number; clics: number }[]).find((e) => e.tipo === 'destacado' && e.id === grupoId));
  await expect.poll(async () => (await stat())?.vistas).toBe(1);
  await section.getByRole('link', { name: `Ver todo ${grupo}` }).click();
  await expect.poll(async () => (await stat())?.clics).toBe(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/publicidad');
  await expect(page.getByTestId(`ctr-destacado-${grupoId}`)).toHaveText(/^1 \/ 1 \/ 100\s?%$/);
  // its history, in its edit dialog
  await page.getByRole('list', { name: 'Destacados' }).getByRole('button', { name: `Editar ${grupo}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar destacado' });
  await dialog.getByRole('button', { name: 'Historial' }).click();
  await expect(dialog.getByText('mercadeo@demo.ve').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('publicidad-historial.png') });

  // Valencia's advertising is not this staff member's
  const valencia = await page.request.post(api('publicidad/zona/valencia/mensaje-publicidad/registrar'), { headers: session.headers, data: { mensaje: 'No debería' } });
  expect(valencia.status()).toBe(403);
  expect(((await valencia.json()) as { mensaje: string }).mensaje).toBe(ACCESS_MESSAGES.zona);
});
