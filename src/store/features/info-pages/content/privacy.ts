/** 'Políticas de privacidad'. */
import type { InfoContent } from './types';

export const PRIVACY: InfoContent = {
  titulo: 'Políticas de privacidad',
  resumen:
    'En Mercado en Zonas cuidamos tus datos personales. Esta política explica qué información recogemos, para qué la usamos, con quién la compartimos y cómo puedes ejercer tus derechos sobre ella.',
  actualizado: 'Última actualización: enero de 2025',
  secciones: [
    {
      titulo: 'Datos que recogemos',
      parrafos: ['Solo pedimos la información necesaria para atenderte:'],
      lista: [
        'Datos de registro: nombre, apellido, documento de identidad, correo electrónico y teléfono.',
        'Direcciones de entrega y referencias para ubicarlas.',
        'Historial de pedidos, pagos registrados, cupones y saldo TZM.',
        'Datos técnicos de navegación, como el tipo de dispositivo y las búsquedas dentro de la tienda, para mejorar el servicio.',
      ],
    },
    {
      titulo: 'Para qué usamos tus datos',
      parrafos: [
        'Usamos tu información para crear y proteger tu cuenta, procesar y entregar tus pedidos, verificar pagos, atender tus reclamos, prevenir fraudes y, solo si lo aceptas, enviarte ofertas y novedades. Nunca vendemos tus datos personales.',
      ],
    },
    {
      titulo: 'Con quién los compartimos',
      parrafos: [
        'Compartimos únicamente lo indispensable con los automercados aliados que preparan tu pedido, con el repartidor que lo entrega (tu nombre, dirección y teléfono) y con las entidades que procesan los pagos. También podemos entregar información cuando lo exija una autoridad competente conforme a la ley.',
      ],
    },
    {
      titulo: 'Cómo los protegemos',
      parrafos: [
        'Tus claves se guardan cifradas con algoritmos de resumen seguros y nadie de nuestro equipo puede verlas. Las comunicaciones con la tienda viajan cifradas y el acceso interno a los datos está limitado al personal que los necesita para su trabajo.',
      ],
    },
    {
      titulo: 'Tus derechos',
      parrafos: [
        'De acuerdo con el artículo 28 de la Constitución de la República Bolivariana de Venezuela (habeas data), puedes conocer los datos que tenemos sobre ti, pedir que se corrijan si son inexactos y solicitar su eliminación. Puedes actualizar tus datos desde Mi cuenta, solicitar el borrado de tu cuenta o escribirnos a través de Atención al cliente.',
        'Conservamos la información de tus pedidos el tiempo que exigen las obligaciones fiscales y contables; el resto se elimina al borrar tu cuenta.',
      ],
    },
    {
      titulo: 'Cookies y almacenamiento local',
      parrafos: [
        'Guardamos en tu navegador tu sesión, la zona y la moneda que elegiste y tu carrito, para que no tengas que repetirlos en cada visita. Puedes borrarlos desde la configuración de tu navegador; al hacerlo se cerrará tu sesión.',
      ],
    },
  ],
};
