export const NIVEL_CHOICES = [
  { id: 'padre', name: 'resources.categoria.filters.principales' },
  { id: 'sub', name: 'resources.categoria.filters.subcategorias' },
];
