/** Spanish texts of the envio area (resources.envio.*). */
export default {
  name: 'Opción de envío |||| Opciones de envío',
  fields: {
    id: 'ID',
    zonaId: 'Zona',
    zonaNombre: 'Zona',
    tipoEnvio: 'Tipo',
    nombre: 'Nombre',
    costoBase: 'Costo base',
    envioGratisDesde: 'Envío gratis desde',
    estatus: 'Estatus',
    recargos: 'Recargos por área',
    areaId: 'Área',
    recargo: 'Recargo',
  },
  helpers: {
    costoBase: 'En dólares; en delivery se suma el recargo del área',
    envioGratisDesde: 'Monto de los productos desde el que el envío no se cobra; vacío: siempre se cobra',
    recargos: 'Lo que se suma al costo base en cada área de entrega de la zona',
    sin_opcion: 'Sin opción de delivery activa, cada área cobra su propio costo de envío.',
  },
  tipos: { 1: 'Delivery', 2: 'Retiro en tienda', 3: 'Express' },
};
