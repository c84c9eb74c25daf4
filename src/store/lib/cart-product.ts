/** The product record a cart line keeps, from a listing's product (tipo 1, a full product record). */
import type { ProductoCarrito } from '../../shared/contracts/cart';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';

export function toProductoCarrito(p: ProductoTarjeta): ProductoCarrito {
  return {
    id: p.id,
    slug: p.slug,
    nombre: p.nombre,
    imagen: p.imagen,
    impuesto: p.impuesto,
    precio: p.precio,
    existencia: p.inventario[0]?.existencia ?? 0,
  };
}
