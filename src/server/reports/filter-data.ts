/** Zone and plan options of the report filters: the zones the caller holds, every plan. */
import type { ReporteDataFiltro } from '../../shared/contracts/admin-reports';
import { UsuarioTipo, usuarioTipoEtiqueta, type UsuarioTipoNombre } from '../../shared/enums';
import type { Db } from '../db/client';
import { listZones, staffZones } from '../zones/service';

export async function reportFilterData(db: Db, roles: readonly string[]): Promise<ReporteDataFiltro> {
  const [zonas, all] = await Promise.all([staffZones(db, roles), listZones(db)]);
  return {
    zona: all.filter((z) => zonas.all || zonas.ids.includes(z.id)).map((z) => ({ id: z.id, slug: z.slug, nombre: z.nombre })),
    usuarioTipo: (Object.entries(UsuarioTipo) as [UsuarioTipoNombre, number][]).map(([nombre, id]) => ({ id, nombre: usuarioTipoEtiqueta[nombre] })),
  };
}
