/** 'Preguntas frecuentes'. */
import type { FaqEntry } from './types';

export const FAQ_INTRO = 'Reunimos las dudas más comunes de nuestros clientes. Si no encuentras la respuesta que buscas, nuestro equipo de atención al cliente te ayuda con gusto.';

export const FAQ: FaqEntry[] = [
  {
    pregunta: '¿En qué zonas hacen entregas?',
    respuesta:
      'Atendemos por zonas de mercado, como Caracas y Valencia. Al entrar a la tienda eliges tu zona y ves el catálogo, los precios y la disponibilidad de tu ciudad. Al finalizar la compra te mostramos las áreas y sectores donde entregamos.',
  },
  {
    pregunta: '¿Cuánto tarda en llegar mi pedido y cuánto cuesta el delivery?',
    respuesta:
      'En el área metropolitana el delivery es gratis y llega en menos de 3 horas, el mismo día de tu compra. En las áreas cercanas tarda de 3 a 6 horas y en las periféricas hasta 24 horas. También puedes elegir un horario de entrega que te convenga.',
  },
  {
    pregunta: '¿Qué métodos de pago aceptan?',
    respuesta:
      'Efectivo en divisas o bolívares, tarjetas de débito y crédito en punto de venta, Pago Móvil, transferencias bancarias, billeteras digitales y aplicaciones de transferencia, tarjetas de regalo y tu saldo TZM. Al finalizar la compra verás las opciones disponibles para tu zona.',
  },
  {
    pregunta: '¿En qué moneda están los precios?',
    respuesta:
      'Los precios están expresados en dólares y puedes verlos en bolívares con el selector de moneda del menú. La conversión usa la tasa del día que publicamos en la tienda, y todos los precios incluyen IVA cuando corresponde.',
  },
  {
    pregunta: '¿Hay un monto mínimo de compra?',
    respuesta:
      'Sí. El monto mínimo se muestra en la página de inicio de tu zona y en el carrito. Los miembros PRIME compran sin monto mínimo. Los clientes mayoristas compran algunos productos a partir de una cantidad mínima, que se indica en cada producto.',
  },
  {
    pregunta: '¿Qué es la membresía PRIME?',
    respuesta:
      'Es una membresía paga que te da precios preferenciales en toda la tienda y te libera del monto mínimo de compra. Puedes solicitarla desde tu cuenta y disfrutarla durante todo el período contratado.',
  },
  {
    pregunta: '¿Qué pasa si un producto se agota después de agregarlo al carrito?',
    respuesta:
      'Revisamos la disponibilidad antes de confirmar tu pedido. Si un producto se agotó o bajó su existencia, ajustamos tu carrito automáticamente y te avisamos para que decidas si deseas reemplazarlo.',
  },
  {
    pregunta: '¿Puedo devolver un producto?',
    respuesta:
      'Sí. Si un producto llega dañado, vencido o no es el que pediste, repórtalo dentro de las 48 horas siguientes a la entrega (24 horas para refrigerados y congelados). Te enviamos el reemplazo o te reembolsamos su valor.',
  },
  {
    pregunta: '¿Qué es el saldo TZM?',
    respuesta:
      'Es el saldo a favor de tu cuenta. Lo recibes por tarjetas de regalo, vueltos de pagos en efectivo y reembolsos, y puedes usarlo para pagar total o parcialmente tus próximos pedidos.',
  },
  {
    pregunta: '¿Cómo hago seguimiento a mi pedido?',
    respuesta:
      'Desde el menú de tu cuenta, en la opción Rastreo, ves el estado de cada pedido paso a paso: recibido, en preparación, en camino y entregado. También te avisamos cuando el repartidor va en camino.',
  },
];
