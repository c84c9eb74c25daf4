/** 'Términos y condiciones'. */
import type { InfoContent } from './types';

export const TERMS: InfoContent = {
  titulo: 'Términos y condiciones',
  resumen:
    'Estos términos regulan el uso de la tienda en línea Mercado en Zonas y las compras que realice en ella. Al registrarse o hacer un pedido usted acepta estas condiciones; le pedimos leerlas con atención.',
  actualizado: 'Última actualización: enero de 2025',
  secciones: [
    {
      titulo: '1. Cuenta de usuario',
      parrafos: [
        'Para comprar debe registrarse con datos verdaderos: nombre, documento de identidad, correo electrónico y un teléfono de contacto. Usted es responsable de mantener la confidencialidad de su clave y de toda la actividad hecha con su cuenta.',
        'Podemos bloquear o suspender cuentas usadas de forma fraudulenta, con datos falsos o en contra de estas condiciones. Puede solicitar la eliminación de su cuenta en cualquier momento desde Mi cuenta.',
      ],
    },
    {
      titulo: '2. Zonas, catálogo y disponibilidad',
      parrafos: [
        'La tienda funciona por zonas de mercado. Cada zona tiene su propio catálogo, inventario y precios, y solo mostramos productos con existencia en ella. La disponibilidad puede cambiar mientras usted compra: si un producto se agota antes de confirmar su pedido, el carrito se ajusta automáticamente y se lo avisamos.',
        'Las imágenes son referenciales. Los productos frescos, como frutas, verduras, carnes y quesos, pueden variar ligeramente en peso, tamaño y apariencia.',
      ],
    },
    {
      titulo: '3. Precios, moneda e impuestos',
      parrafos: [
        'Los precios se expresan en dólares estadounidenses y se muestran también en bolívares, convertidos a la tasa del día publicada en la tienda. Incluyen el IVA cuando el producto está gravado; los productos exentos se indican sin impuesto.',
        'Las ofertas son válidas mientras estén publicadas y haya existencia. El precio que usted paga es el vigente al momento de confirmar su pedido. Cada plan de usuario (normal, PRIME o mayorista) tiene su propia lista de precios y sus reglas de compra mínima.',
      ],
    },
    {
      titulo: '4. Pedidos y pagos',
      parrafos: [
        'Un pedido se confirma cuando el pago es verificado. Para procesarlo debe alcanzar el monto mínimo de compra vigente, salvo para los miembros PRIME. Aceptamos los medios de pago publicados al finalizar la compra, entre ellos:',
      ],
      lista: [
        'Efectivo en divisas o en bolívares al momento de la entrega.',
        'Tarjetas de débito y crédito en punto de venta al recibir su pedido.',
        'Pago Móvil y transferencias bancarias nacionales.',
        'Billeteras digitales y aplicaciones de transferencia internacional.',
        'Tarjetas de regalo y saldo TZM de su cuenta.',
        'Opciones de pago posterior con aliados financieros, cuando estén disponibles.',
      ],
    },
    {
      titulo: '5. Entregas',
      parrafos: [
        'Entregamos en las áreas y horarios disponibles para cada zona, en el horario que usted elija. El costo y el tiempo de entrega dependen de la zona y del área de la dirección; se muestran en el pie de página de la tienda de cada zona y al finalizar la compra, antes de pagar. Alguien mayor de edad debe recibir el pedido y verificarlo frente al repartidor.',
        'Si no hay nadie en la dirección, intentaremos comunicarnos con usted; de no lograrlo, reprogramaremos la entrega. Los retrasos causados por situaciones ajenas a nosotros, como cortes de vías o fallas de servicios, se le informarán oportunamente.',
      ],
    },
    {
      titulo: '6. Cancelaciones, cambios y devoluciones',
      parrafos: [
        'Puede cancelar un pedido sin costo mientras no haya salido a despacho. Los cambios y devoluciones se rigen por nuestra Política de devoluciones, que forma parte de estos términos.',
      ],
    },
    {
      titulo: '7. Membresía PRIME y saldo TZM',
      parrafos: [
        'La membresía PRIME es personal, tiene la vigencia indicada al contratarla y sus beneficios aplican solo a la cuenta titular. El saldo TZM proviene de tarjetas de regalo, vueltos y reembolsos; puede usarse en compras dentro de la tienda y no es canjeable por dinero en efectivo.',
      ],
    },
    {
      titulo: '8. Legislación aplicable',
      parrafos: [
        'Estos términos se rigen por las leyes de la República Bolivariana de Venezuela. Cualquier reclamo puede presentarlo primero ante nuestro equipo de atención al cliente; haremos lo posible por resolverlo de manera amistosa.',
      ],
    },
  ],
};
