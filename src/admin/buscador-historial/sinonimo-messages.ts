/** Spanish texts of the synonym sets (resources['buscador-historial/sinonimo'].*). */
export default {
  name: 'Sinónimo |||| Sinónimos',
  fields: {
    id: 'ID',
    palabras: 'Palabras',
    actualizadoEn: 'Actualizado',
  },
  filters: { q: 'Buscar palabra' },
  ayuda: 'Cada conjunto hace que cualquiera de sus palabras encuentre lo mismo que las demás. Use palabras sueltas (sin espacios).',
  volver: 'Historial de búsqueda',
};
