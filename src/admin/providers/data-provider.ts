/**
 * react-admin dataProvider over `/admin`: ra-data-simple-rest for plain CRUD (filter/sort/range query,
 * Content-Range total), each resource's path and writable body from the resource map, plus the spec's
 * extra verbs (status toggle, image upload, uniqueness check, form-data endpoints).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from './http';
import { mappingOf, pathOf, type ResourceMapping } from '../resources';

export type QueryValue = string | number | boolean | null | undefined;

export interface AdminDataProvider extends DataProvider {
  /** PUT /admin/<resource>/<id>/estatus; without estatus the server toggles it. */
  toggleStatus(resource: string, id: Identifier, estatus?: number): Promise<{ data: RaRecord }>;
  /** POST /admin/<resource>/<id>/imagen, multipart field `imagen`. */
  uploadImage(resource: string, id: Identifier, file: File): Promise<{ data: RaRecord }>;
  /** GET /admin/<resource>/<field>/<value>[/<id>]: true when no other record holds the value. */
  checkUnique(resource: string, field: string, value: string, id?: Identifier | null): Promise<boolean>;
  /** GET /admin/<path>[?query] for form data such as `categoria/padresdisponibles`. */
  getCustom<T = unknown>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  /** PUT /admin/<path> with a JSON body, for verbs such as `orden/<id>/estatus`. */
  putCustom<T = unknown>(path: string, body: unknown): Promise<T>;
  /** DELETE /admin/<path>, for records under another (a zone's shipping blocks). */
  deleteCustom(path: string): Promise<void>;
  /** GET /admin/<path>[?query] as a file (CSV exports), named as the server's Content-Disposition says. */
  download(path: string, query?: Record<string, QueryValue>): Promise<{ blob: Blob; filename: string }>;
}

export const UNSUPPORTED_MESSAGE = 'Operación no disponible en esta sección';

export function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function uniqueCheckUrl(adminUrl: string, resource: string, field: string, value: string, id?: Identifier | null): string {
  const idPart = id === undefined || id === null || id === '' ? '' : `/${encodeURIComponent(String(id))}`;
  return `${adminUrl}/${pathOf(resource)}/${encodeURIComponent(field)}/${encodeURIComponent(value)}${idPart}`;
}

function requireVerb(resource: string, verb: keyof ResourceMapping): ResourceMapping {
  const mapping = mappingOf(resource);
  if (!mapping[verb]) throw new Error(UNSUPPORTED_MESSAGE);
  return mapping;
}

function writable(resource: string, data: unknown): Record<string, unknown> {
  const record = (data ?? {}) as Record<string, unknown>;
  const body = mappingOf(resource).body;
  return body ? body(record) : record;
}

/** Filter inputs left empty (a cleared multi-select gives []) are not filters; null stays (it can mean 'none'). */
export function compactFilter(filter: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)));
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

function recordOf(json: unknown): RaRecord {
  return json as RaRecord;
}

/** `apiBase` is the API root (`/backend`); admin paths live under `${apiBase}/admin`. */
export function createDataProvider(http: HttpClient, apiBase: string): AdminDataProvider {
  const adminUrl = `${apiBase}/admin`;
  const rest = simpleRestProvider(adminUrl, http);
  const unsupported = () => Promise.reject(new Error(UNSUPPORTED_MESSAGE));
  const url = (resource: string, id: Identifier, verb: string) =>
    `${adminUrl}/${pathOf(resource)}/${encodeURIComponent(String(id))}/${verb}`;

  return {
    getList: (resource, params) => rest.getList(pathOf(resource), { ...params, filter: compactFilter(params.filter) }),
    async getOne(resource, params) {
      const read = mappingOf(resource).verbs?.read;
      if (!read) return rest.getOne(pathOf(resource), params);
      const { json } = await http(url(resource, params.id, read), { signal: params.signal });
      return { data: json as never };
    },
    getMany: (resource, params) => rest.getMany(pathOf(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(pathOf(resource), params),
    async create(resource, params) {
      const create = mappingOf(resource).verbs?.create;
      if (!create) return rest.create(pathOf(resource), { ...params, data: writable(resource, params.data) });
      const { json } = await http(`${adminUrl}/${pathOf(resource)}/${create}`, { method: 'POST', body: JSON.stringify(writable(resource, params.data)) });
      return { data: json as never };
    },
    async update(resource, params) {
      const update = mappingOf(resource).verbs?.update;
      if (!update) return rest.update(pathOf(resource), { ...params, data: writable(resource, params.data) });
      const { json } = await http(url(resource, params.id, update), { method: 'PUT', body: JSON.stringify(writable(resource, params.data)) });
      return { data: json as never };
    },
    updateMany: (resource, params) => rest.updateMany(pathOf(resource), { ...params, data: writable(resource, params.data) }),
    delete: (resource, params) => (mappingOf(resource).delete ? rest.delete(pathOf(resource), params) : unsupported()),
    deleteMany: (resource, params) => (mappingOf(resource).delete ? rest.deleteMany(pathOf(resource), params) : unsupported()),

    async toggleStatus(resource, id, estatus) {
      requireVerb(resource, 'estatus');
      const { json } = await http(url(resource, id, 'estatus'), {
        method: 'PUT',
        body: JSON.stringify(estatus === undefined ? {} : { estatus }),
      });
      return { data: recordOf(json) };
    },

    async uploadImage(resource, id, file) {
      requireVerb(resource, 'imagen');
      const form = new FormData();
      form.append('imagen', file, file.name);
      const { json } = await http(url(resource, id, 'imagen'), { method: 'POST', body: form, headers: { 'X-Upload': '1' } });
      return { data: recordOf(json) };
    },

    async checkUnique(resource, field, value, id) {
      const mapping = mappingOf(resource);
      if (!mapping.unique?.includes(field)) throw new Error(UNSUPPORTED_MESSAGE);
      const { json } = await http(uniqueCheckUrl(adminUrl, resource, field, value, id));
      return Boolean((json as { disponible?: unknown } | null)?.disponible);
    },

    async getCustom<T>(path: string, query?: Record<string, QueryValue>) {
      const { json } = await http(`${adminUrl}/${path.replace(/^\/+/, '')}${queryString(query)}`);
      return json as T;
    },

    async putCustom<T>(path: string, body: unknown) {
      const { json } = await http(`${adminUrl}/${path.replace(/^\/+/, '')}`, { method: 'PUT', body: JSON.stringify(body) });
      return json as T;
    },

    async deleteCustom(path: string) {
      await http(`${adminUrl}/${path.replace(/^\/+/, '')}`, { method: 'DELETE' });
    },

    async download(path: string, query?: Record<string, QueryValue>) {
      const clean = path.replace(/^\/+/, '');
      const { body, headers } = await http(`${adminUrl}/${clean}${queryString(query)}`, { headers: { Accept: 'text/csv' } });
      const type = headers.get('Content-Type') ?? 'text/csv; charset=utf-8';
      // fetch's text() drops the byte-order mark that tells spreadsheets the CSV is UTF-8
      const bom = type.startsWith('text/csv') && !body.startsWith('\uFEFF') ? '\uFEFF' : '';
      return { blob: new Blob([bom, body], { type }), filename: fileNameOf(headers.get('Content-Disposition'), clean.replace(/\//g, '-')) };
    },
  };
}
