/** Spanish texts of the borrar-cuenta area (resources.borrar-cuenta.*). */
export default {
  name: 'Solicitud de borrado |||| Borrar cuentas',
  fields: {
    id: 'N°',
    clienteNombre: 'Cliente',
    clienteEmail: 'Correo',
    motivo: 'Motivo',
    estatus: 'Estatus',
    nota: 'Nota',
    creadoEn: 'Solicitada',
    resueltoEn: 'Resuelta',
    saldo: 'Saldo',
    ordenesEnCurso: 'Órdenes en curso',
  },
  filters: {
    q: 'Buscar por cliente, correo o motivo',
  },
  detalle: {
    titulo: 'Solicitud de borrado #%{id}',
    sin_advertencias: 'El cliente no tiene saldo ni órdenes en curso.',
  },
  resolver: {
    aprobar: 'Aprobar',
    rechazar: 'Rechazar',
    titulo_aprobar: 'Aprobar el borrado de la cuenta de %{nombre}',
    titulo_rechazar: 'Rechazar la solicitud de %{nombre}',
    efecto_aprobar:
      'Se anonimizan nombre, correo, teléfono, documento y direcciones; las órdenes y el saldo se conservan para la contabilidad. La cuenta queda ELIMINADA, se cierran sus sesiones y el correo queda libre para un nuevo registro. Esta acción no se puede deshacer.',
    efecto_rechazar: 'La cuenta sigue activa; el cliente verá su nota en Mi cuenta.',
    nota: 'Nota',
    nota_requerida: 'Escriba una nota (al menos 3 caracteres)',
    confirmar: 'Confirmar',
    hecho_aprobar: 'Cuenta anonimizada',
    hecho_rechazar: 'Solicitud rechazada',
  },
};
