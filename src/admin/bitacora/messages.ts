/** Spanish texts of the audit trail area (resources.bitacora.*). */
export default {
  name: 'Registro de bitácora |||| Bitácora',
  empty: 'Aún no hay cambios registrados en la bitácora.',
  fields: {
    id: 'N°',
    fecha: 'Fecha',
    usuarioId: 'Personal',
    usuarioEmail: 'Personal',
    area: 'Área',
    recurso: 'Registro',
    registroId: 'ID del registro',
    accion: 'Acción',
    cambios: 'Cambios',
    ip: 'Dirección IP',
  },
  filters: {
    q: 'Buscar por correo, registro o ID',
    desde: 'Desde',
    hasta: 'Hasta',
  },
};
