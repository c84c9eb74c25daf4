import { estatusOf, optionalText, type Data } from '../common/body';

/** The body of POST/PUT /admin/producto from the form's record. */
export function productoBody(data: Data): Data {
  const slug = optionalText(data.slug);
  const ids = Array.isArray(data.etiquetaIds) ? data.etiquetaIds.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  return {
    nombre: String(data.nombre ?? '').trim(),
    ...(slug === null ? {} : { slug }),
    codigo: String(data.codigo ?? '').trim(),
    marca: optionalText(data.marca),
    descripcion: String(data.descripcion ?? '').trim(),
    categoriaId: Number(data.categoriaId),
    impuesto: String(data.impuesto ?? ''),
    etiquetaIds: [...new Set(ids)],
    estatus: estatusOf(data.estatus),
  };
}
