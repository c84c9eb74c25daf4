/** The caller's own profile: reading it and changing its phone. */
import { eq } from 'drizzle-orm';
import type { Profile } from '../../shared/contracts/auth';
import type { TipoDocumentoId } from '../../shared/enums';
import { parsePhone, TELEFONO_INVALIDO } from '../../shared/phone';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { Principal } from './principal';
import { usuario } from './tables';

const PROFILE_COLUMNS = {
  uuid: usuario.uuid,
  email: usuario.email,
  nombre: usuario.nombre,
  apellido: usuario.apellido,
  telefono: usuario.telefono,
  tipoDocumento: usuario.tipoDocumento,
  documento: usuario.documento,
  estatus: usuario.estatus,
};

type ProfileRow = Omit<Profile, 'tipoDocumento' | 'usuarioTipo' | 'roles'> & { tipoDocumento: string | null };

function toProfile(row: ProfileRow | undefined, caller: Principal): Profile {
  if (!row) throw notFound('Usuario no encontrado');
  return { ...row, tipoDocumento: row.tipoDocumento as TipoDocumentoId | null, usuarioTipo: caller.usuarioTipo, roles: caller.roles };
}

export function createProfileService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async profile(caller: Principal): Promise<Profile> {
      const [row] = await db.select(PROFILE_COLUMNS).from(usuario).where(eq(usuario.id, caller.id)).limit(1);
      return toProfile(row, caller);
    },

    /** Stores the phone as digits only; an invalid number writes nothing. */
    async changePhone(caller: Principal, raw: string): Promise<Profile> {
      const telefono = parsePhone(raw);
      if (!telefono) throw badRequest('Los datos enviados no son válidos', { telefono: TELEFONO_INVALIDO });
      const [row] = await db
        .update(usuario)
        .set({ telefono, actualizadoEn: new Date() })
        .where(eq(usuario.id, caller.id))
        .returning(PROFILE_COLUMNS);
      return toProfile(row, caller);
    },
  };
}
