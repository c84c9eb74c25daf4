import { Estatus, estatusNombre } from '../../shared/enums';

export const ESTATUS_CHOICES = [
  { id: Estatus.ACTIVO, name: estatusNombre[Estatus.ACTIVO] },
  { id: Estatus.INACTIVO, name: estatusNombre[Estatus.INACTIVO] },
];

export const NIVEL_CHOICES = [
  { id: 'padre', name: 'resources.categoria.filters.principales' },
  { id: 'sub', name: 'resources.categoria.filters.subcategorias' },
];
