/** 'Quiénes somos'. */
import type { InfoContent } from './types';

export const ABOUT: InfoContent = {
  titulo: 'Quiénes somos',
  resumen:
    'Mercado en Zonas es el supermercado en línea que lleva a su casa víveres, frescos, bebidas y productos de limpieza y cuidado personal, con precios en dólares y en bolívares y entregas el mismo día.',
  secciones: [
    {
      titulo: 'Nuestra historia',
      parrafos: [
        'Nacimos en Caracas con una idea sencilla: que hacer el mercado no le quite a nadie la mañana del sábado. Empezamos atendiendo unas pocas urbanizaciones con un catálogo corto y un equipo de compradores que escogía cada producto como si fuera para su propia casa.',
        'Hoy trabajamos por zonas de mercado: cada ciudad tiene su propio catálogo, su inventario y sus precios, tomados de los automercados y distribuidores aliados más cercanos. Así lo que usted ve en la tienda es lo que realmente hay en el anaquel de su zona.',
      ],
    },
    {
      titulo: 'Cómo trabajamos',
      parrafos: ['Cada pedido pasa por manos de personas que conocen el oficio:'],
      lista: [
        'Compradores personales que eligen frutas, verduras, carnes y charcutería con el mismo cuidado con el que usted lo haría.',
        'Cadena de frío en todo el recorrido: los productos refrigerados y congelados viajan en cavas aisladas.',
        'Repartidores propios que conocen las calles de la zona y le avisan antes de llegar.',
        'Precios claros con IVA incluido, en dólares o en bolívares a la tasa del día.',
      ],
    },
    {
      titulo: 'Planes para cada necesidad',
      parrafos: [
        'Quien compra para su casa tiene el plan normal, sin costo. Con la membresía PRIME obtiene precios preferenciales y compra sin monto mínimo. Bodegas, restaurantes y comercios pueden comprar como mayoristas, con precios especiales por volumen a partir de cantidades mínimas.',
      ],
    },
    {
      titulo: 'Nuestro compromiso',
      parrafos: [
        'Queremos que cada pedido llegue completo, fresco y a tiempo. Si algo no sale bien, nuestro equipo de atención al cliente lo acompaña de 7:30 de la mañana a 10:00 de la noche, todos los días, para resolverlo.',
      ],
    },
  ],
};
