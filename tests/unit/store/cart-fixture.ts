/** Cart test data: a product record as a cart keeps it, and a server cart answer. */
import type { CarritoRespuesta, ProductoCarrito } from '../../../src/shared/contracts/cart';

export function producto(id: number, overrides: Partial<ProductoCarrito> = {}): ProductoCarrito {
  return {
    id,
    slug: `producto-${id}`,
    nombre: `Producto ${id}`,
    imagen: null,
    impuesto: '16.00',
    precio: {
      precio: '2.50',
      oferta: '0.00',
      modalidadVenta: { minimo: 1, maximo: null, grupo: 1, unidad: 1 },
      usuarioTipo: { tipo: 'normal' },
    },
    existencia: 50,
    ...overrides,
  };
}

export function serverCart(pagina: number, lines: { id: number; cantidad: number }[]): CarritoRespuesta {
  return {
    carrito: [0, 1, 2].map((p) => ({
      id: p === pagina ? 10 + p : null,
      pagina: p,
      carritoDetalle:
        p === pagina ? lines.map((l) => ({ cantidad: l.cantidad, estatus: 1, mensaje: null, producto: producto(l.id) })) : [],
      totales: { subtotal: '0.00', impuesto: '0.00', total: '0.00' },
    })),
  };
}
