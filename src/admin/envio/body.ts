import { estatusOf, optionalText, type Data } from '../common/body';

/** The body of POST /admin/envio/registrar and PUT /admin/envio/{envio}/editar from the form's record. */
export function envioBody(data: Data): Data {
  const recargos = Array.isArray(data.recargos) ? (data.recargos as Data[]) : [];
  return {
    zonaId: Number(data.zonaId),
    tipoEnvio: Number(data.tipoEnvio),
    nombre: String(data.nombre ?? '').trim(),
    costoBase: String(data.costoBase ?? '').trim(),
    envioGratisDesde: optionalText(data.envioGratisDesde),
    recargos: recargos.filter((r) => r && r.areaId).map((r) => ({ areaId: Number(r.areaId), recargo: String(r.recargo ?? '').trim() })),
    estatus: estatusOf(data.estatus),
  };
}
