import { estatusOf, type Data } from '../common/body';

/** The body of POST/PUT /admin/tienda from the form's record (the RIF as typed: the server normalises it). */
export function tiendaBody(data: Data): Data {
  return {
    nombre: String(data.nombre ?? '').trim(),
    rif: String(data.rif ?? '').trim(),
    estatus: estatusOf(data.estatus),
  };
}

/** The body of POST/PUT /admin/tienda/{tienda}/sucursal. */
export function sucursalBody(data: Data): Data {
  return {
    zonaId: Number(data.zonaId),
    nombre: String(data.nombre ?? '').trim(),
    direccion: String(data.direccion ?? '').trim(),
    estatus: estatusOf(data.estatus),
  };
}
