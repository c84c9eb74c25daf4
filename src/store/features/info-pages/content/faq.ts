/** 'Preguntas frecuentes'. */
import type { FaqEntry } from './types';

export const FAQ_INTRO = 'Reunimos las dudas más comunes de nuestros clientes. Si no encuentra la respuesta que busca, nuestro equipo de atención al cliente le ayuda con gusto.';

export const FAQ: FaqEntry[] = [
  {
    pregunta: '¿En qué zonas hacen entregas?',
    respuesta:
      'Atendemos por zonas de mercado, como Caracas y Valencia. Al entrar a la tienda usted elige su zona y ve el catálogo, los precios y la disponibilidad de su ciudad. Al finalizar la compra le mostramos las áreas y sectores donde entregamos.',
  },
  {
    pregunta: '¿Cuánto tarda en llegar mi pedido y cuánto cuesta el delivery?',
    respuesta:
      'El costo y el tiempo de entrega dependen de su zona y del área donde se encuentre su dirección. Los verá en el pie de página de la tienda de su zona y, antes de pagar, al finalizar la compra. También puede elegir el horario de entrega que más le convenga.',
  },
  {
    pregunta: '¿Qué métodos de pago aceptan?',
    respuesta:
      'Efectivo en divisas o bolívares, tarjetas de débito y crédito en punto de venta, Pago Móvil, transferencias bancarias, billeteras digitales y aplicaciones de transferencia, tarjetas de regalo y su saldo TZM. Al finalizar la compra verá las opciones disponibles para su zona.',
  },
  {
    pregunta: '¿En qué moneda están los precios?',
    respuesta:
      'Los precios están expresados en dólares y puede verlos en bolívares con el selector de moneda del menú. La conversión usa la tasa del día que publicamos en la tienda, y todos los precios incluyen IVA cuando corresponde.',
  },
  {
    pregunta: '¿Hay un monto mínimo de compra?',
    respuesta:
      'Sí. El monto mínimo se muestra en la página de inicio de su zona y en el carrito. Los miembros PRIME compran sin monto mínimo. Los clientes mayoristas compran algunos productos a partir de una cantidad mínima, que se indica en cada producto.',
  },
  {
    pregunta: '¿Qué es la membresía PRIME?',
    respuesta:
      'Es una membresía paga que le da precios preferenciales en toda la tienda y lo libera del monto mínimo de compra. Puede solicitarla desde su cuenta y disfrutarla durante todo el período contratado.',
  },
  {
    pregunta: '¿Qué pasa si un producto se agota después de agregarlo al carrito?',
    respuesta:
      'Revisamos la disponibilidad antes de confirmar su pedido. Si un producto se agotó o bajó su existencia, ajustamos su carrito automáticamente y le avisamos para que decida si desea reemplazarlo.',
  },
  {
    pregunta: '¿Puedo devolver un producto?',
    respuesta:
      'Sí. Si un producto llega dañado, vencido o no es el que pidió, repórtelo dentro de las 48 horas siguientes a la entrega (24 horas para refrigerados y congelados). Le enviamos el reemplazo o le reembolsamos su valor.',
  },
  {
    pregunta: '¿Qué es el saldo TZM?',
    respuesta:
      'Es el saldo a favor de su cuenta. Lo recibe por tarjetas de regalo, vueltos de pagos en efectivo y reembolsos, y puede usarlo para pagar total o parcialmente sus próximos pedidos.',
  },
  {
    pregunta: '¿Cómo hago seguimiento a mi pedido?',
    respuesta:
      'Desde el menú de su cuenta, en la opción Rastreo, ve el estado de cada pedido paso a paso: recibido, en preparación, en camino y entregado. También le avisamos cuando el repartidor va en camino.',
  },
];
