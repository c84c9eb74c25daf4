/** Creating and finding user accounts by e-mail (always compared trimmed and lowercase). */
import { sql } from 'drizzle-orm';
import { UsuarioEstatus, UsuarioTipo, type TipoDocumentoId, type UsuarioTipoId } from '../../shared/enums';
import { normalizeEmail } from '../../shared/contracts/auth';
import { ROLE_USUARIO } from '../../shared/roles';
import type { Db, Tx } from '../db/client';
import { hashPassword } from './passwords';
import { usuario, usuarioRol } from './tables';

export interface NewUser {
  email: string;
  /** Plain password; stored as an argon2id hash. */
  clave: string;
  nombre: string;
  apellido: string;
  telefono: string | null;
  tipoDocumento: TipoDocumentoId | null;
  documento: string | null;
  usuarioTipo?: UsuarioTipoId;
  estatus?: number;
  roles?: string[];
}

export function emailMatches(email: string) {
  return sql`lower(${usuario.email}) = ${normalizeEmail(email)}`;
}

/** The account of an e-mail, if any, with what login needs. */
export async function findUserByEmail(db: Db | Tx, email: string) {
  const [u] = await db
    .select({ id: usuario.id, uuid: usuario.uuid, nombre: usuario.nombre, email: usuario.email, clave: usuario.clave, estatus: usuario.estatus })
    .from(usuario)
    .where(emailMatches(email))
    .limit(1);
  return u ?? null;
}

/** Inserts a user with its roles (ROLE_USUARIO by default); new users wait for e-mail verification. */
export async function createUser(db: Db | Tx, u: NewUser): Promise<{ id: number; uuid: string }> {
  const estatus = u.estatus ?? UsuarioEstatus.VERIFICAR_EMAIL;
  const [created] = await db
    .insert(usuario)
    .values({
      email: normalizeEmail(u.email),
      clave: await hashPassword(u.clave),
      nombre: u.nombre.trim(),
      apellido: u.apellido.trim(),
      telefono: u.telefono?.trim() || null,
      tipoDocumento: u.tipoDocumento,
      documento: u.documento?.trim() || null,
      usuarioTipo: u.usuarioTipo ?? UsuarioTipo.normal,
      estatus,
      verificadoEn: estatus === UsuarioEstatus.VERIFICAR_EMAIL ? null : new Date(),
    })
    .returning({ id: usuario.id, uuid: usuario.uuid });
  const roles = [...new Set(u.roles ?? [ROLE_USUARIO])];
  if (roles.length) await db.insert(usuarioRol).values(roles.map((rol) => ({ usuarioId: created!.id, rol })));
  return created!;
}
