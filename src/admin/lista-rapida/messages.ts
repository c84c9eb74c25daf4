/** Spanish texts of the quick-lists area (resources.lista-rapida.*). */
export default {
  name: 'Lista rápida |||| Listas rápidas',
  titulo: 'Listas rápidas',
  nueva: 'Nueva lista rápida',
  editar: 'Editar lista rápida',
  nombre: 'Nombre',
  descripcion: 'Descripción',
  imagen: 'Imagen de la lista',
  productos: 'Productos',
  editarProductos: 'Productos y cantidades',
  cantidad: 'Cantidad de %{nombre}',
  cantidadAyuda: 'Mín. %{min}, de %{paso} en %{paso}',
  vacio: 'La zona no tiene listas rápidas',
  sinProductos: 'Sin productos',
  nProductos: '%{n} productos',
} as const;
