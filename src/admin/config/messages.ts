/** Spanish texts of the settings area (resources.config.*). */
export default {
  name: 'Configuración |||| Configuraciones',
  titulo: 'Configuraciones',
  guardar: 'Guardar',
  guardado: 'Cambio guardado',
  tasa: {
    titulo: 'Tasa del bolívar',
    actual: 'Bs. %{tasa} por cada dólar',
    campo: 'Nueva tasa (Bs. por $)',
    ayuda: 'Hasta 4 decimales. Se aplica de inmediato en todas las zonas.',
    boton: 'Actualizar tasa',
    confirmar_titulo: '¿Cambiar la tasa?',
    confirmar: 'La tasa pasa de Bs. %{antes} a Bs. %{despues} por dólar (%{variacion}). Los precios en bolívares de la tienda cambian de inmediato; los pedidos ya hechos conservan su tasa.',
    historial: 'Historial de la tasa',
    historial_vacio: 'Todavía no hay cambios de tasa registrados',
    grafico: 'Tasa del bolívar en los últimos cambios',
    fecha: 'Fecha',
    valor: 'Tasa',
    anterior: 'Anterior',
    variacion: 'Variación',
    usuario: 'Usuario',
  },
  minimoCompra: {
    titulo: 'Monto mínimo de compra',
    campo: 'Mínimo ($)',
    ayuda: 'Compra mínima para clientes normales y mayoristas; los clientes PRIME no tienen mínimo.',
  },
  costoempaquetado: {
    titulo: 'Costo de empaquetado',
    campo: 'Costo ($)',
    ayuda: 'Se suma a cada pedido.',
  },
  iconoCategoria: {
    titulo: 'Ícono del botón Categorías',
    campo: 'Ícono',
    ayuda: 'El ícono que acompaña al botón Categorías en el menú de la tienda.',
  },
};
