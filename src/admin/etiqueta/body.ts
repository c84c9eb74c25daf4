import { estatusOf, optionalText, type Data } from '../common/body';

/** The body of POST/PUT /admin/etiqueta from the form's record (an empty slug is left out: generated or kept). */
export function etiquetaBody(data: Data): Data {
  const slug = optionalText(data.slug);
  return {
    nombre: String(data.nombre ?? '').trim(),
    ...(slug === null ? {} : { slug }),
    estatus: estatusOf(data.estatus),
  };
}
