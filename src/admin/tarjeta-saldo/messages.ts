/** Spanish texts of the balance areas: resources['tarjeta/saldo'], ['tarjeta/saldo/ajuste'], ['tarjeta/conciliacion']. */
export const saldoMessages = {
  name: 'Saldo de cliente |||| Saldos de clientes',
  fields: { id: 'Cliente', email: 'Correo', cliente: 'Nombre', saldo: 'Saldo', actualizadoEn: 'Último movimiento', conSaldo: 'Solo con saldo' },
  filters: { q: 'Buscar por correo o nombre' },
  acciones: { ajustes: 'Ajustes', conciliacion: 'Conciliación', ajustar: 'Ajustar saldo', volver: 'Volver a los saldos' },
  libro: {
    titulo: 'Movimientos',
    vacio: 'Sin movimientos',
    fecha: 'Fecha',
    tipo: 'Tipo',
    descripcion: 'Descripción',
    monto: 'Monto',
    resultante: 'Saldo',
    mas: 'Ver más',
    detalle: 'Movimiento #%{id}',
  },
};

export const ajusteMessages = {
  name: 'Ajuste de saldo |||| Ajustes de saldo',
  fields: { id: 'N.º', email: 'Cliente', cliente: 'Nombre', monto: 'Monto', motivo: 'Motivo', autorEmail: 'Registrado por', saldoResultante: 'Saldo resultante', creadoEn: 'Fecha' },
  filters: { q: 'Buscar por correo o motivo' },
  form: {
    titulo: 'Ajustar el saldo de %{cliente}',
    saldo: 'Saldo actual: %{saldo}',
    operacion: 'Operación',
    credito: 'Abonar (crédito)',
    debito: 'Debitar',
    monto: 'Monto ($)',
    motivo: 'Motivo (obligatorio)',
    guardar: 'Registrar ajuste',
    confirmar: '¿%{operacion} %{monto} al saldo de %{cliente}?',
    hecho: 'Ajuste registrado',
    monto_invalido: 'Indique un monto mayor a cero con hasta 2 decimales',
    motivo_invalido: 'Indique el motivo (al menos 3 caracteres)',
    debito_excede: 'El débito supera el saldo disponible',
  },
};

export const conciliacionMessages = {
  name: 'Conciliación',
  titulo: 'Conciliación del saldo',
  ok: 'Todo cuadra: cada saldo es igual a la suma de sus movimientos y cada causa tiene su movimiento.',
  falla: 'Hay diferencias: revise los registros indicados.',
  saldos: 'Saldos revisados: %{n}',
  diferencia: 'Cliente %{usuarioId}: saldo %{saldo}, libro %{libro}',
  causa: '%{nombre}: %{n} revisados',
  problema: '#%{id}: %{movimientos} movimientos',
  revisar: 'Revisar de nuevo',
  fecha: 'Revisado: %{fecha}',
};
