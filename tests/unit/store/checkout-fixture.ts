/** A formpago answer for the checkout's pure logic: two priced lines, one no longer sold, delivery and pickup. */
import type { FormPago } from '../../../src/shared/contracts/orders';

type Linea = FormPago['carrito']['carritoDetalle'][number];

function linea(id: number, precio: string | null, oferta: string, impuesto: string, cantidad: number): Linea {
  return {
    cantidad,
    estatus: precio ? 1 : 7,
    mensaje: null,
    producto: {
      id,
      slug: `p-${id}`,
      nombre: `Producto ${id}`,
      imagen: null,
      impuesto,
      existencia: precio ? 50 : 0,
      precio: precio
        ? { precio, oferta, modalidadVenta: { minimo: 1, maximo: null, grupo: 1, unidad: 1 }, usuarioTipo: { tipo: 'normal' } }
        : null,
    },
  };
}

const ventana = (horarioId: number, fecha: string, horaInicio: string, horaFin: string) => ({
  horarioId,
  fecha,
  horaInicio,
  horaFin,
  etiqueta: `${fecha} ${horaInicio}`,
});

export function formPago(overrides: Partial<FormPago> = {}): FormPago {
  return {
    zona: { id: 1, slug: 'caracas', nombre: 'Caracas' },
    carrito: {
      id: 9,
      pagina: 0,
      // 3 x 4.00 (16 % -> 0.64) = 13.92; 2 x offer 2.50 exempt = 5.00; products 18.92
      carritoDetalle: [linea(1, '4.00', '0.00', '16.00', 3), linea(2, '3.00', '2.50', '0.00', 2), linea(3, null, '0.00', '16.00', 1)],
      totales: { subtotal: '17.00', impuesto: '1.92', total: '18.92' },
    },
    valido: true,
    errores: {},
    minimoCompra: '10.00',
    minimoAlcanzado: true,
    tasa: '245.87',
    costoEmpaquetado: '0.50',
    saldo: '5.00',
    direccion: [
      { id: 11, nombre: 'Casa', direccion: 'Av. Principal, edificio Sol', referencia: '', sector: { id: 101, nombre: 'Altamira' }, area: { id: 1, nombre: 'Este' } },
      { id: 12, nombre: 'Vieja', direccion: 'Calle cerrada 4', referencia: '', sector: { id: 909, nombre: 'Lejos' }, area: { id: 99, nombre: 'Sin servicio' } },
    ],
    area: [
      {
        id: 1,
        nombre: 'Este',
        costoEnvio: '2.00',
        tiempoEnvio: 45,
        envioGratisDesde: null,
        sector: [{ id: 101, nombre: 'Altamira' }],
        ventana: [ventana(7, '2025-11-25', '14:00:00', '17:00:00'), ventana(5, '2025-11-24', '08:00:00', '11:00:00'), ventana(6, '2025-11-24', '11:00:00', '14:00:00')],
        express: null,
      },
    ],
    retiro: [{ id: 3, nombre: 'Tienda Chacao', direccion: 'Av. Francisco de Miranda', referencia: '', telefono: '0212-5550000', costoEnvio: '0.00', envioGratisDesde: null, ventana: [ventana(40, '2025-11-24', '09:00:00', '18:00:00')] }],
    metodoPago: [
      { id: 1, nombre: 'Efectivo', imagen: '/pagos/efectivo.svg', requiere: [], enBolivares: false, instrucciones: [] },
      {
        id: 3,
        nombre: 'Pago móvil',
        imagen: '/pagos/pago-movil.svg',
        requiere: ['referencia', 'telefono', 'banco'],
        enBolivares: true,
        instrucciones: [{ etiqueta: 'Banco', valor: 'Banco de Venezuela' }],
      },
    ],
    cupon: [],
    cliente: { nombre: 'Cliente Demo', telefono: '04141234567', documento: 'V-12345678' },
    ...overrides,
  };
}
