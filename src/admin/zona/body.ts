import { isBlank, optionalText, type Data } from '../common/body';

/** The body of POST /admin/zona/registrar and PUT /admin/zona/{zona}/editar from the form's record. */
export function zonaBody(data: Data): Data {
  const slug = optionalText(data.slug);
  return {
    nombre: String(data.nombre ?? '').trim(),
    ...(slug === null ? {} : { slug }),
    ...(isBlank(data.orden) ? {} : { orden: Number(data.orden) }),
  };
}
