import { estatusOf, integerOr, optionalId, optionalText, type Data } from '../common/body';

/** The body of POST/PUT /admin/categoria from the form's record. */
export function categoriaBody(data: Data): Data {
  const slug = optionalText(data.slug);
  return {
    nombre: String(data.nombre ?? '').trim(),
    ...(slug === null ? {} : { slug }),
    padreId: optionalId(data.padreId),
    icono: optionalText(data.icono),
    orden: integerOr(data.orden, 0),
    estatus: estatusOf(data.estatus),
  };
}
