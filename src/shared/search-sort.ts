/**
 * Sort orders of the storefront search and the index each one reads (Algolia replicas, named
 * `<index>_<attribute>_<direction>`). A price is per zone and plan, so each availability key has its
 * own price replicas (`productos_precio_asc_zon1ust2`); the name order is the same for everyone.
 */
export const ORDENES = ['relevancia', 'precio_asc', 'precio_desc', 'nombre_asc'] as const;
export type Orden = (typeof ORDENES)[number];

export const ORDEN_ETIQUETA: Record<Orden, string> = {
  relevancia: 'Más relevantes',
  precio_asc: 'Precio: menor a mayor',
  precio_desc: 'Precio: mayor a menor',
  nombre_asc: 'Nombre: A-Z',
};

export const isOrden = (value: unknown): value is Orden => (ORDENES as readonly unknown[]).includes(value);

/** The index answering `orden` for the shopper of availability key `key` ('zon1ust2'). */
export function sortIndexName(indexName: string, orden: Orden, key: string): string {
  if (orden === 'relevancia') return indexName;
  if (orden === 'nombre_asc') return `${indexName}_nombre_asc`;
  return `${indexName}_${orden}_${key}`;
}
