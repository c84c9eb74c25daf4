/** 'Términos y condiciones'. */
import type { InfoContent } from './types';

export const TERMS: InfoContent = {
  titulo: 'Términos y condiciones',
  resumen:
    'Estos términos regulan el uso de la tienda en línea Mercado en Zonas y las compras que realices en ella. Al registrarte o hacer un pedido aceptas estas condiciones; te pedimos leerlas con atención.',
  actualizado: 'Última actualización: enero de 2025',
  secciones: [
    {
      titulo: '1. Cuenta de usuario',
      parrafos: [
        'Para comprar debes registrarte con datos verdaderos: nombre, documento de identidad, correo electrónico y un teléfono de contacto. Eres responsable de mantener la confidencialidad de tu clave y de toda la actividad hecha con tu cuenta.',
        'Podemos bloquear o suspender cuentas usadas de forma fraudulenta, con datos falsos o en contra de estas condiciones. Puedes solicitar la eliminación de tu cuenta en cualquier momento desde Mi cuenta.',
      ],
    },
    {
      titulo: '2. Zonas, catálogo y disponibilidad',
      parrafos: [
        'La tienda funciona por zonas de mercado. Cada zona tiene su propio catálogo, inventario y precios, y solo mostramos productos con existencia en ella. La disponibilidad puede cambiar mientras compras: si un producto se agota antes de confirmar tu pedido, el carrito se ajusta automáticamente y te lo avisamos.',
        'Las imágenes son referenciales. Los productos frescos, como frutas, verduras, carnes y quesos, pueden variar ligeramente en peso, tamaño y apariencia.',
      ],
    },
    {
      titulo: '3. Precios, moneda e impuestos',
      parrafos: [
        'Los precios se expresan en dólares estadounidenses y se muestran también en bolívares, convertidos a la tasa del día publicada en la tienda. Incluyen el IVA cuando el producto está gravado; los productos exentos se indican sin impuesto.',
        'Las ofertas son válidas mientras estén publicadas y haya existencia. El precio que pagas es el vigente al momento de confirmar tu pedido. Cada plan de usuario (normal, PRIME o mayorista) tiene su propia lista de precios y sus reglas de compra mínima.',
      ],
    },
    {
      titulo: '4. Pedidos y pagos',
      parrafos: [
        'Un pedido se confirma cuando el pago es verificado. Para procesarlo debe alcanzar el monto mínimo de compra vigente, salvo para los miembros PRIME. Aceptamos los medios de pago publicados al finalizar la compra, entre ellos:',
      ],
      lista: [
        'Efectivo en divisas o en bolívares al momento de la entrega.',
        'Tarjetas de débito y crédito en punto de venta al recibir tu pedido.',
        'Pago Móvil y transferencias bancarias nacionales.',
        'Billeteras digitales y aplicaciones de transferencia internacional.',
        'Tarjetas de regalo y saldo TZM de tu cuenta.',
        'Opciones de pago posterior con aliados financieros, cuando estén disponibles.',
      ],
    },
    {
      titulo: '5. Entregas',
      parrafos: [
        'Entregamos en las áreas y horarios disponibles para cada zona. En el área metropolitana el delivery es gratis y llega en menos de 3 horas el mismo día, según el horario que elijas. Alguien mayor de edad debe recibir el pedido y verificarlo frente al repartidor.',
        'Si no hay nadie en la dirección, intentaremos comunicarnos contigo; de no lograrlo, reprogramaremos la entrega. Los retrasos causados por situaciones ajenas a nosotros, como cortes de vías o fallas de servicios, se te informarán oportunamente.',
      ],
    },
    {
      titulo: '6. Cancelaciones, cambios y devoluciones',
      parrafos: [
        'Puedes cancelar un pedido sin costo mientras no haya salido a despacho. Los cambios y devoluciones se rigen por nuestra Política de devoluciones, que forma parte de estos términos.',
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
        'Estos términos se rigen por las leyes de la República Bolivariana de Venezuela. Cualquier reclamo puedes presentarlo primero ante nuestro equipo de atención al cliente; haremos lo posible por resolverlo de manera amistosa.',
      ],
    },
  ],
};
