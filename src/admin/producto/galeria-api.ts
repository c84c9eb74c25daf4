/**
 * The main image's removal (DELETE /admin/producto/{id}/imagen) and the gallery's calls (POST /admin/producto/{id}/galeria, PUT .../galeria/orden, DELETE .../galeria/{imagenId}),
 * through the back office's HTTP client with the session's token (the resource map has no gallery verbs).
 */
import type { Producto } from '../../shared/contracts/admin-products';
import { session } from '../providers';
import { API_BASE, createHttpClient } from '../providers/http';

const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  cookies: () => document.cookie,
  token: () => session.freshToken(),
});

const url = (id: number, rest = '') => `${API_BASE}/admin/producto/${id}/galeria${rest}`;

export async function addGalleryImage(id: number, file: File): Promise<Producto> {
  const form = new FormData();
  form.append('imagen', file, file.name);
  return (await http(url(id), { method: 'POST', body: form, headers: { 'X-Upload': '1' } })).json as Producto;
}

export async function reorderGallery(id: number, ids: number[]): Promise<Producto> {
  return (await http(url(id, '/orden'), { method: 'PUT', body: JSON.stringify({ ids }) })).json as Producto;
}

export async function removeGalleryImage(id: number, imagenId: number): Promise<Producto> {
  return (await http(url(id, `/${imagenId}`), { method: 'DELETE' })).json as Producto;
}

export async function removeMainImage(id: number): Promise<Producto> {
  return (await http(`${API_BASE}/admin/producto/${id}/imagen`, { method: 'DELETE' })).json as Producto;
}
