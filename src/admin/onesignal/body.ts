import { isBlank, type Data } from '../common/body';

/** The filters of a segment from the form's record: blank inputs are no filter. */
export function filtrosOf(raw: unknown): Data {
  const f = (raw ?? {}) as Data;
  const out: Data = {};
  if (!isBlank(f.zonaId)) out.zonaId = Number(f.zonaId);
  if (Array.isArray(f.usuarioTipo) && f.usuarioTipo.length) out.usuarioTipo = f.usuarioTipo.map(Number);
  for (const k of ['ultimaCompraDesde', 'ultimaCompraHasta'] as const) if (!isBlank(f[k])) out[k] = String(f[k]).slice(0, 10);
  for (const k of ['totalGastadoMin', 'totalGastadoMax'] as const) if (!isBlank(f[k])) out[k] = Number(f[k]).toFixed(2);
  if (f.conSaldo === 'con' || f.conSaldo === true) out.conSaldo = true;
  if (f.conSaldo === 'sin' || f.conSaldo === false) out.conSaldo = false;
  if (!isBlank(f.ciudad)) out.ciudad = String(f.ciudad).trim();
  return out;
}

/** The body of POST/PUT /admin/onesignal from the form's record. */
export function segmentoBody(data: Data): Data {
  return {
    nombre: String(data.nombre ?? '').trim(),
    filtros: filtrosOf(data.filtros),
    ...(isBlank(data.estatus) ? {} : { estatus: Number(data.estatus) }),
  };
}
