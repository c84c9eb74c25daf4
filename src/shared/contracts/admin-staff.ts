/**
 * Back-office staff users (area `usuario`, ROLE_ADMIN + ROLE_USUARIO_ADMIN). Staff members are the users
 * holding ROLE_ADMIN; their area roles (AREA_ROLES) and zone roles (ROLE_ZONA_<slug> of existing zones)
 * are assigned with a checklist. Roles are read from the database on every request.
 * - GET  /admin/usuario             filter/sort/range -> UsuarioFila[] + Content-Range
 * - GET  /admin/usuario/formdata    -> UsuarioFormData (the role checklist)
 * - GET  /admin/usuario/{id}        -> UsuarioFila
 * - POST /admin/usuario             UsuarioCrearBody -> 201 UsuarioFila (an invitation e-mail with a link to set
 *        the password; the account waits for it, status 'Verificar correo')
 * - PUT  /admin/usuario/{id}        UsuarioEditarBody -> UsuarioFila (a staff member cannot raise their own
 *        roles; the last active holder of ROLE_USUARIO_ADMIN keeps it; removing roles ends their sessions)
 * - PUT  /admin/usuario/{id}/bloqueo  {bloquear, motivo} -> UsuarioFila
 * - POST /admin/usuario/{id}/invitacion -> UsuarioFila (sends the invitation again)
 * - GET  /admin/usuario/email/{email}[/{id}] -> {disponible}
 */
import { Type, type Static } from 'typebox';
import { TELEFONO_INPUT_MAX } from '../phone';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const EMAIL_TOMADO = 'Ya existe una cuenta con este correo electrónico';
export const ROL_DESCONOCIDO = 'Rol desconocido';
export const ZONA_INEXISTENTE = 'La zona del rol no existe';
export const ROLES_PROPIOS = 'No puede aumentar sus propios permisos';
export const ULTIMO_ADMIN_USUARIOS = 'Debe quedar al menos un usuario activo con el rol de administración de usuarios';
export const INVITACION_HORAS = 72;

/** Spanish names of the area roles, for the checklist. */
export const ROL_ETIQUETA: Record<string, string> = {
  ROLE_TIENDA: 'Tiendas',
  ROLE_CATEGORIA: 'Categorías',
  ROLE_ETIQUETA: 'Etiquetas',
  ROLE_PRODUCTO: 'Productos',
  ROLE_PUBLICIDAD: 'Publicidad, historial de búsqueda y reportes',
  ROLE_LISTA_RAPIDA: 'Listas rápidas',
  ROLE_ZONA_ACTUALIZAR: 'Zonas',
  ROLE_INVENTARIO: 'Inventario y precios',
  ROLE_PEDIDO: 'Pedidos',
  ROLE_MEMBRESIA: 'Membresías PRIME',
  ROLE_CLIENTE: 'Clientes y borrar cuenta',
  ROLE_CUPON: 'Cupones',
  ROLE_ENVIO: 'Envíos',
  ROLE_TARJETA: 'Tarjetas, saldos y vuelto',
  ROLE_CONFIG: 'Configuración',
  ROLE_ATENCION_CLIENTE: 'Atención al cliente y referidos',
  ROLE_USUARIO_ADMIN: 'Usuarios del personal',
  ROLE_ONE_SIGNAL: 'Notificaciones push',
};

const Rol = Type.String({ minLength: 1, maxLength: 60 });
const Roles = Type.Array(Rol, { maxItems: 100 });
const Nombre = Type.String({ minLength: 1, maxLength: 100 });
const Telefono = Type.Union([Type.String({ maxLength: TELEFONO_INPUT_MAX }), Type.Null()]);

export const UsuarioFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  apellido: Type.String(),
  email: Type.String(),
  telefono: Type.Union([Type.String(), Type.Null()]),
  /** UsuarioEstatus id (4: the invitation is not accepted yet). */
  estatus: Type.Integer(),
  /** Area and zone roles (ROLE_ADMIN and ROLE_USUARIO left out). */
  roles: Type.Array(Type.String()),
  creadoEn: Type.String({ format: 'date-time' }),
  ultimoAcceso: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type UsuarioFila = Static<typeof UsuarioFilaSchema>;

export const UsuarioFiltroSchema = Type.Object(
  {
    /** Name or e-mail (any part). */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    rol: Type.Optional(Rol),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { minItems: 1, maxItems: 100 })])),
  },
  { additionalProperties: false },
);
export type UsuarioFiltro = Static<typeof UsuarioFiltroSchema>;

export const USUARIO_ORDENABLES = ['id', 'nombre', 'email', 'estatus', 'creadoEn'] as const;
export type UsuarioOrdenable = (typeof USUARIO_ORDENABLES)[number];

const RolOpcion = Type.Object({ rol: Type.String(), nombre: Type.String() });
export const UsuarioFormDataSchema = Type.Object({
  /** Area roles (AREA_ROLES) with their Spanish names. */
  roles: Type.Array(RolOpcion),
  /** ROLE_ZONA_<slug> of every existing zone. */
  zonas: Type.Array(RolOpcion),
});
export type UsuarioFormData = Static<typeof UsuarioFormDataSchema>;

export const UsuarioCrearBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', minLength: 3, maxLength: 180 }),
    nombre: Nombre,
    apellido: Nombre,
    telefono: Telefono,
    roles: Roles,
  },
  { additionalProperties: false },
);
export type UsuarioCrearBody = Static<typeof UsuarioCrearBodySchema>;

export const UsuarioEditarBodySchema = Type.Object(
  {
    nombre: Nombre,
    apellido: Nombre,
    telefono: Telefono,
    roles: Roles,
  },
  { additionalProperties: false },
);
export type UsuarioEditarBody = Static<typeof UsuarioEditarBodySchema>;
