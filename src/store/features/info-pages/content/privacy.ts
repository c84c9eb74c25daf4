/** 'Políticas de privacidad'. */
import type { InfoContent } from './types';

export const PRIVACY: InfoContent = {
  titulo: 'Políticas de privacidad',
  resumen:
    'En Mercado en Zonas cuidamos sus datos personales. Esta política explica qué información recogemos, para qué la usamos, con quién la compartimos y cómo puede ejercer sus derechos sobre ella.',
  actualizado: 'Última actualización: enero de 2025',
  secciones: [
    {
      titulo: 'Datos que recogemos',
      parrafos: ['Solo pedimos la información necesaria para atenderle:'],
      lista: [
        'Datos de registro: nombre, apellido, documento de identidad, correo electrónico y teléfono.',
        'Direcciones de entrega y referencias para ubicarlas.',
        'Historial de pedidos, pagos registrados, cupones y saldo TZM.',
        'Datos técnicos de navegación, como el tipo de dispositivo y las búsquedas dentro de la tienda, para mejorar el servicio.',
      ],
    },
    {
      titulo: 'Para qué usamos sus datos',
      parrafos: [
        'Usamos su información para crear y proteger su cuenta, procesar y entregar sus pedidos, verificar pagos, atender sus reclamos, prevenir fraudes y, solo si usted lo acepta, enviarle ofertas y novedades. Nunca vendemos sus datos personales.',
      ],
    },
    {
      titulo: 'Con quién los compartimos',
      parrafos: [
        'Compartimos únicamente lo indispensable con los automercados aliados que preparan su pedido, con el repartidor que lo entrega (su nombre, dirección y teléfono) y con las entidades que procesan los pagos. También podemos entregar información cuando lo exija una autoridad competente conforme a la ley.',
      ],
    },
    {
      titulo: 'Cómo los protegemos',
      parrafos: [
        'Sus claves se guardan cifradas con algoritmos de resumen seguros y nadie de nuestro equipo puede verlas. Las comunicaciones con la tienda viajan cifradas y el acceso interno a los datos está limitado al personal que los necesita para su trabajo.',
      ],
    },
    {
      titulo: 'Sus derechos',
      parrafos: [
        'De acuerdo con el artículo 28 de la Constitución de la República Bolivariana de Venezuela (habeas data), usted puede conocer los datos que tenemos sobre usted, pedir que se corrijan si son inexactos y solicitar su eliminación. Puede actualizar sus datos desde Mi cuenta, solicitar el borrado de su cuenta o escribirnos a través de Atención al cliente.',
        'Conservamos la información de sus pedidos el tiempo que exigen las obligaciones fiscales y contables; el resto se elimina al borrar su cuenta.',
      ],
    },
    {
      titulo: 'Cookies y almacenamiento local',
      parrafos: [
        'Guardamos en su navegador su sesión, la zona y la moneda que eligió y su carrito, para que no tenga que repetirlos en cada visita. Puede borrarlos desde la configuración de su navegador; al hacerlo se cerrará su sesión.',
      ],
    },
  ],
};
