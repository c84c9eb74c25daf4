import { decimal, estatusOf, isBlank, isoDate, type Data } from '../common/body';

/** The body of POST/PUT /admin/cupon from the form's record. */
export function cuponBody(data: Data): Data {
  return {
    zonaId: Number(data.zonaId),
    nombre: String(data.nombre ?? '').trim(),
    codigo: String(data.codigo ?? '').trim().toUpperCase(),
    valor: decimal(data.valor),
    porcentaje: Boolean(data.porcentaje),
    montoMinimo: decimal(data.montoMinimo),
    usosMaximos: isBlank(data.usosMaximos) ? null : Number(data.usosMaximos),
    usosPorUsuario: Number(data.usosPorUsuario),
    desde: isoDate(data.desde),
    hasta: isoDate(data.hasta),
    estatus: estatusOf(data.estatus),
  };
}
