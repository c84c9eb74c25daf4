/** Spanish texts of the verification queue (resources.pagos-por-verificar.*). */
export default {
  name: 'Pago por verificar |||| Pagos por verificar',
  fields: {
    fecha: 'Fecha',
    tipo: 'Tipo',
    descripcion: 'Concepto',
    cliente: 'Cliente',
    metodo: 'Método',
    banco: 'Banco',
    referencia: 'Referencia',
    monto: 'Monto',
    acciones: 'Acciones',
  },
  filters: {
    q: 'Buscar por referencia',
    tipo: 'Tipo de pago',
  },
  lista: {
    ayuda: 'Del más antiguo al más reciente. Teclado: ↑/↓ (o J/K) para moverse, A para aprobar, R para rechazar.',
    tabla: 'Pagos por verificar',
    vacio: 'No hay pagos por verificar',
    duplicado: 'Posible duplicado',
    duplicado_ayuda: 'La referencia ya fue usada por: %{otros}',
    tasa: 'Tasa %{tasa}',
  },
  decision: {
    aprobar: 'Aprobar',
    rechazar: 'Rechazar',
    aprobado: 'Pago aprobado: %{descripcion}',
    rechazado: 'Pago rechazado: %{descripcion}',
    rechazar_titulo: 'Rechazar el pago de %{descripcion}',
    rechazar_orden: 'El pedido se cancelará: se devuelven las existencias, el saldo usado y el cupón.',
    rechazar_membresia: 'La solicitud PRIME quedará rechazada.',
    motivo: 'Motivo (opcional, se muestra al cliente)',
    confirmar: 'Rechazar pago',
    volver: 'Volver',
  },
};
