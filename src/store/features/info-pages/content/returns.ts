/** 'Políticas de devolución'. */
import type { InfoContent } from './types';

export const RETURNS: InfoContent = {
  titulo: 'Políticas de devolución',
  resumen:
    'Queremos que reciba su mercado en perfecto estado. Si algún producto llega dañado, vencido o no corresponde a lo que pidió, lo cambiamos o le devolvemos su valor.',
  actualizado: 'Última actualización: enero de 2025',
  secciones: [
    {
      titulo: 'Plazo para reclamar',
      parrafos: [
        'Usted tiene 48 horas desde la entrega para reportar un producto dañado, defectuoso, vencido o distinto al solicitado. Le recomendamos revisar el pedido frente al repartidor: así podemos resolver en el momento cualquier diferencia.',
        'Los productos refrigerados y congelados (carnes, pescados, lácteos, charcutería y helados) deben reportarse dentro de las primeras 24 horas, para garantizar que se mantuvo la cadena de frío.',
      ],
    },
    {
      titulo: 'Cómo solicitar una devolución',
      parrafos: ['Escríbanos o llámenos a través de Atención al cliente e indíquenos:'],
      lista: [
        'El número de su pedido.',
        'El producto afectado y la cantidad.',
        'Una foto del producto y de su empaque, donde se vea el daño o la fecha de vencimiento.',
      ],
    },
    {
      titulo: 'Qué productos aplican',
      parrafos: ['Aceptamos la devolución cuando el producto:'],
      lista: [
        'Llegó roto, abollado, abierto o con el empaque dañado.',
        'Está vencido o en mal estado al momento de la entrega.',
        'No corresponde a la marca, presentación o cantidad que pidió.',
      ],
    },
    {
      titulo: 'Casos en los que no aplica',
      parrafos: [
        'No podemos aceptar devoluciones de productos abiertos o consumidos parcialmente por motivos distintos a un defecto, ni de productos dañados por un almacenamiento inadecuado después de la entrega. Tampoco aplican a variaciones normales de peso o apariencia de los productos frescos.',
      ],
    },
    {
      titulo: 'Reembolsos y cambios',
      parrafos: [
        'Una vez aprobado su reclamo, puede elegir entre recibir el producto de reemplazo en su próximo pedido o sin costo en una nueva entrega, o el reembolso de su valor. Los reembolsos se acreditan como saldo TZM en su cuenta de inmediato, o por el mismo medio de pago que usó en un plazo de hasta 5 días hábiles.',
      ],
    },
  ],
};
