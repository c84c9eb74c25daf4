/** Spanish texts of the zona area (resources.zona.*). */
export default {
  name: 'Zona |||| Zonas',
  fields: {
    id: 'ID',
    nombre: 'Nombre',
    slug: 'Slug (dirección en la tienda)',
    estatus: 'Estatus',
    orden: 'Orden en el selector',
    sucursales: 'Sucursales activas',
    direcciones: 'Direcciones de retiro',
    areas: 'Áreas de entrega',
    creadoEn: 'Creada',
    actualizadoEn: 'Actualizada',
  },
  filters: { q: 'Buscar por nombre o slug' },
  helpers: {
    slug: 'Vacío: se forma del nombre. Minúsculas sin acentos, números y guiones. Es la dirección /%{slug} de la tienda y el rol ROLE_ZONA_ del personal.',
    slug_edicion: 'Cambiarlo cambia la dirección de la tienda de esta zona; los roles del personal se actualizan solos.',
    orden: 'Posición en el selector de zonas de la tienda (menor primero)',
  },
  direccion: {
    titulo: 'Direcciones de retiro',
    registrar: 'Registrar dirección',
    editar: 'Editar dirección',
    editar_nombre: 'Editar %{nombre}',
    guardada: 'Dirección guardada',
    vacio: 'Esta zona no tiene direcciones de retiro: sus clientes solo pueden pedir delivery.',
    fields: {
      nombre: 'Nombre',
      direccion: 'Dirección',
      referencia: 'Punto de referencia',
      telefono: 'Teléfono',
      horarios: 'Horarios activos',
      estatus: 'Estatus',
      acciones: 'Acciones',
    },
  },
  validation: {
    nombre_existe: 'Ya existe una zona con ese nombre',
    slug_existe: 'Ya existe una zona con ese slug, o está reservado por la tienda',
  },
  estatus: {
    desactivar_titulo: '¿Poner la zona en mantenimiento?',
    desactivar: 'La tienda de %{nombre} mostrará la página de mantenimiento de inmediato, saldrá del selector de zonas y sus carritos no podrán pagar.',
  },
  resumen: {
    tienda: 'Ver la tienda de esta zona',
    sin_sucursales: 'Esta zona aún no tiene sucursales activas: no hay productos a la venta.',
    sin_areas: 'Esta zona aún no tiene áreas de entrega activas: solo podrá ofrecer retiro si tiene direcciones.',
  },
};
