/** Demo accounts (password Demo1234!): staff, one customer per plan, and two for status tests. */
import { type Algorithm, hash } from '@node-rs/argon2';
import { UsuarioEstatus, UsuarioTipo } from '../../shared/enums';
import { AREA_ROLES, ROLE_ADMIN, ROLE_USUARIO, zoneRole } from '../../shared/roles';
import { ZONES } from './settings-data';

const DEMO_PASSWORD = 'Demo1234!';

interface UserSeed {
  email: string;
  nombre: string;
  apellido: string;
  telefono: string;
  tipoDocumento: 'V' | 'E' | 'J' | 'G';
  documento: string;
  usuarioTipo: number;
  estatus: number;
  verificado: boolean;
  roles: string[];
}

const USERS: UserSeed[] = [
  {
    email: 'admin@demo.ve',
    nombre: 'María Fernanda',
    apellido: 'González',
    telefono: '04141234567',
    tipoDocumento: 'V',
    documento: '14567890',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, ROLE_USUARIO, ...AREA_ROLES, ...ZONES.map((z) => zoneRole(z.slug))],
  },
  {
    email: 'operador@demo.ve',
    nombre: 'Luis Alberto',
    apellido: 'Pérez',
    telefono: '04241234567',
    tipoDocumento: 'V',
    documento: '17890123',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, ROLE_USUARIO, 'ROLE_PEDIDO', zoneRole('caracas')],
  },
  {
    email: 'cliente@demo.ve',
    nombre: 'Carlos Eduardo',
    apellido: 'Rodríguez',
    telefono: '04121234567',
    tipoDocumento: 'V',
    documento: '18456789',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_USUARIO],
  },
  {
    email: 'prime@demo.ve',
    nombre: 'Andreína',
    apellido: 'Martínez',
    telefono: '04161234567',
    tipoDocumento: 'V',
    documento: '20345678',
    usuarioTipo: UsuarioTipo.prime,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_USUARIO],
  },
  {
    email: 'mayorista@demo.ve',
    nombre: 'José Gregorio',
    apellido: 'Hernández',
    telefono: '04261234567',
    tipoDocumento: 'J',
    documento: '405678901',
    usuarioTipo: UsuarioTipo.mayorista,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_USUARIO],
  },
  {
    email: 'bloqueado@demo.ve',
    nombre: 'Pedro',
    apellido: 'Ramírez',
    telefono: '04147654321',
    tipoDocumento: 'V',
    documento: '15678901',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.BLOQUEADO,
    verificado: true,
    roles: [ROLE_USUARIO],
  },
  {
    email: 'porverificar@demo.ve',
    nombre: 'Daniela',
    apellido: 'Suárez',
    telefono: '04247654321',
    tipoDocumento: 'E',
    documento: '82345678',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.VERIFICAR_EMAIL,
    verificado: false,
    roles: [ROLE_USUARIO],
  },
  {
    /** Staff of the stores area in Valencia: registers stores and the Valencia branches. */
    email: 'tiendas@demo.ve',
    nombre: 'Carlos Eduardo',
    apellido: 'Medina',
    telefono: '04121234568',
    tipoDocumento: 'V',
    documento: '16789012',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, ROLE_USUARIO, 'ROLE_TIENDA', zoneRole('valencia')],
  },
  {
    /** Staff of the tags area. */
    email: 'etiquetas@demo.ve',
    nombre: 'Andreína',
    apellido: 'Rojas',
    telefono: '04161234568',
    tipoDocumento: 'V',
    documento: '18901234',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, ROLE_USUARIO, 'ROLE_ETIQUETA'],
  },
  {
    /** Stock clerk of Valencia: the inventory area, only that zone's rows. */
    email: 'inventario@demo.ve',
    nombre: 'José Gregorio',
    apellido: 'Salazar',
    telefono: '04261234569',
    tipoDocumento: 'V',
    documento: '19012345',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, ROLE_USUARIO, 'ROLE_INVENTARIO', zoneRole('valencia')],
  },
  {
    /** Marketing staff: advertising and quick lists of Caracas only. */
    email: 'mercadeo@demo.ve',
    nombre: 'Valentina',
    apellido: 'Márquez',
    telefono: '04241234569',
    tipoDocumento: 'V',
    documento: '19012346',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, ROLE_USUARIO, 'ROLE_PUBLICIDAD', 'ROLE_LISTA_RAPIDA', zoneRole('caracas')],
  },
  {
    /** Customer support: customers (search, page, block), referrals, and the orders of Caracas on a customer's page. */
    email: 'soporte@demo.ve',
    nombre: 'Gabriela',
    apellido: 'Acosta',
    telefono: '04241234570',
    tipoDocumento: 'V',
    documento: '19012347',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, 'ROLE_CLIENTE', 'ROLE_ATENCION_CLIENTE', zoneRole('caracas')],
  },
  {
    /** Finance staff: card requests, balances, adjustments, vuelto and reconciliation; PRIME requests. */
    email: 'finanzas@demo.ve',
    nombre: 'Daniela',
    apellido: 'Briceño',
    telefono: '04141234570',
    tipoDocumento: 'V',
    documento: '19123457',
    usuarioTipo: UsuarioTipo.normal,
    estatus: UsuarioEstatus.ACTIVO,
    verificado: true,
    roles: [ROLE_ADMIN, ROLE_USUARIO, 'ROLE_TARJETA', 'ROLE_MEMBRESIA'],
  },
];

export interface UserRows {
  usuarios: {
    id: number;
    email: string;
    clave: string;
    nombre: string;
    apellido: string;
    telefono: string;
    tipoDocumento: string;
    documento: string;
    usuarioTipo: number;
    estatus: number;
    verificadoEn: Date | null;
  }[];
  roles: { usuarioId: number; rol: string }[];
}

/** Hashes the demo password once (argon2id) and shares it: hashing is deliberately slow. */
export async function planUsers(now: Date): Promise<UserRows> {
  const clave = await hash(DEMO_PASSWORD, { algorithm: 2 as Algorithm });
  return {
    usuarios: USERS.map(({ roles: _roles, verificado, ...u }, i) => ({ ...u, id: i + 1, clave, verificadoEn: verificado ? now : null })),
    roles: USERS.flatMap((u, i) => u.roles.map((rol) => ({ usuarioId: i + 1, rol }))),
  };
}
