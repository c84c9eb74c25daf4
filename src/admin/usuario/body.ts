import type { Data } from '../common/body';

const text = (v: unknown) => String(v ?? '').trim();
const roles = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** The body of POST /admin/usuario (with e-mail) and PUT /admin/usuario/{id} (without) from the form's record. */
export function usuarioBody(data: Data): Data {
  const body: Data = {
    nombre: text(data.nombre),
    apellido: text(data.apellido),
    telefono: text(data.telefono) || null,
    roles: [...roles(data.rolesArea), ...roles(data.rolesZona)],
  };
  // the e-mail is set once, at registration
  return data.id === undefined ? { email: text(data.email), ...body } : body;
}

/** A record as the form holds it: the roles split into the two checklists. */
export function splitRoles<T extends { roles?: string[] }>(record: T): T & { rolesArea: string[]; rolesZona: string[] } {
  const all = record.roles ?? [];
  const zona = (r: string) => r.startsWith('ROLE_ZONA_') && r !== 'ROLE_ZONA_ACTUALIZAR';
  return { ...record, rolesArea: all.filter((r) => !zona(r)), rolesZona: all.filter(zona) };
}
