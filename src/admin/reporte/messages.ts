/** Spanish texts of the purchase report (resources['reporte/compra-usuario'].*). */
export default {
  name: 'Compras por cliente |||| Compras por cliente',
  fields: {
    id: 'Cliente',
    nombre: 'Nombre',
    email: 'Correo',
    plan: 'Plan',
    ordenes: 'Pedidos',
    unidades: 'Unidades',
    totalUsd: 'Total',
    ticketPromedioUsd: 'Ticket promedio',
    primeraCompra: 'Primera compra',
    ultimaCompra: 'Última compra',
    zonaId: 'Zona',
    usuarioTipo: 'Plan',
  },
  filters: {
    cliente: 'Buscar por nombre o correo',
    desde: 'Desde',
    hasta: 'Hasta',
  },
  ayuda: 'Pedidos no cancelados de sus zonas creados en el rango (hasta 2 años). Montos en dólares y en bolívares a la tasa de cada pedido.',
};
