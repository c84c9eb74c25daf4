/** Spanish texts of the etiqueta area (resources.etiqueta.*). */
export default {
  name: 'Etiqueta |||| Etiquetas',
  fields: {
    id: 'ID',
    nombre: 'Nombre',
    slug: 'Slug',
    estatus: 'Estatus',
    productos: 'Productos',
    creadoEn: 'Creada',
  },
  filters: {
    q: 'Buscar por nombre o slug',
    enUso: 'Con productos',
  },
  helpers: {
    slug: 'Minúsculas, números y guiones. Si lo deja vacío se genera a partir del nombre; al editar, vacío conserva el actual.',
  },
  validation: {
    nombre_existe: 'Ya existe una etiqueta con este nombre',
    slug_existe: 'Ya existe una etiqueta con este slug',
    slug_formato: 'Use solo minúsculas, números y guiones (por ejemplo: sin-gluten)',
  },
};
