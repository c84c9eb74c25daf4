/** Spanish texts of the tienda area (resources.tienda.*), its branches included (resources.tienda.sucursal.*). */
export default {
  name: 'Tienda |||| Tiendas',
  fields: {
    id: 'ID',
    nombre: 'Nombre',
    rif: 'RIF',
    estatus: 'Estatus',
    sucursales: 'Sucursales',
    sucursalesActivas: 'Sucursales activas',
    activasTotal: 'Sucursales (activas / total)',
    creadoEn: 'Registrada',
  },
  filters: {
    q: 'Buscar por nombre o RIF',
  },
  helpers: {
    rif: 'Letra (J, G, V, E, P o C), 8 dígitos y dígito verificador; con o sin guiones. Ej.: J-40123456-9',
    inactiva: 'Una tienda inactiva no vende en ninguna de sus sucursales.',
  },
  validation: {
    nombre_existe: 'Ya existe una tienda con ese nombre',
  },
  sucursal: {
    titulo: 'Sucursales',
    registrar: 'Registrar sucursal',
    editar: 'Editar sucursal',
    editar_nombre: 'Editar la sucursal %{nombre}',
    vacio: 'Esta tienda no tiene sucursales en sus zonas.',
    error: 'No fue posible cargar las sucursales',
    solo_sus_zonas: 'Solo se muestran las sucursales de las zonas que usted administra.',
    sin_zonas: 'Usted no administra ninguna zona: no puede registrar sucursales.',
    guardada: 'Sucursal guardada',
    cancelar: 'Cancelar',
    guardar: 'Guardar',
    confirmar_contenido: 'Su inventario dejará de venderse en la tienda y el buscador hasta que vuelva a activarla. ¿Desea continuar?',
    zona_bloqueada: 'Tiene inventario: no puede cambiar de zona',
    nombre_existe: 'Ya existe una sucursal con ese nombre en esta tienda',
    fields: {
      nombre: 'Nombre',
      zonaId: 'Zona',
      zonaNombre: 'Zona',
      direccion: 'Dirección',
      estatus: 'Estatus',
      productosConExistencia: 'Productos con existencia',
      acciones: 'Acciones',
    },
  },
};
