/** Who is calling: the user behind a verified access token, re-read from the database on each request (one statement). */
import { eq, sql } from 'drizzle-orm';
import { usuarioTipoPorId, type UsuarioTipoId, type UsuarioTipoNombre } from '../../shared/enums';
import type { Db } from '../db/client';
import { activeMembershipEnd, expireMemberships, membershipExpired } from '../membership/plan';
import { usuario, usuarioRol } from './tables';

export interface Principal {
  id: number;
  uuid: string;
  email: string;
  nombre: string;
  usuarioTipoId: UsuarioTipoId;
  usuarioTipo: UsuarioTipoNombre;
  estatus: number;
  telefono: string | null;
  roles: string[];
  /** Tokens issued before it are refused (see revocation.ts). */
  tokensDesde: Date | null;
}

/**
 * The statement, built once per database and prepared (named: PostgreSQL parses and plans it once per
 * connection): every authenticated request runs it, and building it each time was a measurable part of
 * the checkout's CPU under 20 concurrent buyers (issue 10).
 */
function principalQuery(db: Db) {
  return db
    .select({
      id: usuario.id,
      uuid: usuario.uuid,
      email: usuario.email,
      nombre: usuario.nombre,
      usuarioTipo: usuario.usuarioTipo,
      estatus: usuario.estatus,
      telefono: usuario.telefono,
      tokensDesde: usuario.tokensDesde,
      membresiaFinal: activeMembershipEnd,
      // the roles in the same statement: one round trip per authenticated request
      roles: sql<string[]>`array(select ${usuarioRol.rol} from ${usuarioRol} where ${usuarioRol.usuarioId} = ${usuario.id} order by 1)`,
    })
    .from(usuario)
    .where(eq(usuario.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('principal_por_uuid');
}

const queries = new WeakMap<Db, ReturnType<typeof principalQuery>>();

export async function loadPrincipal(db: Db, uuid: string): Promise<Principal | null> {
  let query = queries.get(db);
  if (!query) queries.set(db, (query = principalQuery(db)));
  const [u] = await query.execute({ uuid });
  if (!u) return null;
  // a PRIME membership ends by itself: the first request after its end turns the plan back (and ends the sessions)
  if (membershipExpired(u.usuarioTipo, u.membresiaFinal) && (await expireMemberships(db, u.id))) return loadPrincipal(db, uuid);
  const tipoId = u.usuarioTipo as UsuarioTipoId;
  const { membresiaFinal: _end, ...user } = u;
  return {
    ...user,
    usuarioTipoId: tipoId,
    usuarioTipo: usuarioTipoPorId[tipoId] ?? 'normal',
    // sorted as JavaScript sorts (the database's collation may order differently)
    roles: [...user.roles].sort(),
  };
}
