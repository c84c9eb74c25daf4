/** Staff members with exactly the roles a test needs, made straight in the database, and their tokens. */
import { randomBytes } from 'node:crypto';
import { UsuarioEstatus } from '../../src/shared/enums';
import { ROLE_ADMIN } from '../../src/shared/roles';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import type { TestApp } from './app';

export interface StaffMember {
  id: number;
  email: string;
  token: string;
}

/** An active staff member holding ROLE_ADMIN and `roles` (area and zone roles), with a signed access token. */
export async function staffMember(t: TestApp, roles: readonly string[], email = `staff-${randomBytes(5).toString('hex')}@prueba.ve`): Promise<StaffMember> {
  const db = t.database.db;
  const [row] = await db
    .insert(usuario)
    .values({ email, clave: 'sin-clave', nombre: 'Personal de prueba', estatus: UsuarioEstatus.ACTIVO, verificadoEn: new Date() })
    .returning({ id: usuario.id, uuid: usuario.uuid });
  const all = [...new Set([ROLE_ADMIN, ...roles])];
  await db.insert(usuarioRol).values(all.map((rol) => ({ usuarioId: row!.id, rol })));
  const { token } = t.app.signAccessToken({ uuid: row!.uuid, email, roles: all, usuarioTipo: 'normal' });
  return { id: row!.id, email, token };
}
