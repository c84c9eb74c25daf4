/**
 * Delivery data of the demo's active zones: areas with cost and time, their sectors and weekly delivery
 * windows, pickup points with pickup windows, the next Christmas as a shipping block, Valencia's shipping
 * options (its delivery priced as its areas, so prices do not change), and saved addresses of the demo
 * customers in Caracas. Explicit ids, so the data is the same on every fresh database.
 */
import { sql } from 'drizzle-orm';
import { area, direccionUsuario, direccionZona, envioBloqueo, envioOpcion, envioRecargo, horario, horarioPickup, sector } from '../delivery/tables';
import type { Tx } from '../db/client';

interface AreaSeed {
  nombre: string;
  costoEnvio: string;
  tiempoEnvio: number;
  sectores: string[];
}

const AREAS: Record<number, AreaSeed[]> = {
  1: [
    { nombre: 'Chacao y Altamira', costoEnvio: '0.00', tiempoEnvio: 60, sectores: ['Chacao', 'Altamira', 'Los Palos Grandes', 'La Castellana', 'El Rosal'] },
    { nombre: 'Las Mercedes y Baruta', costoEnvio: '1.50', tiempoEnvio: 120, sectores: ['Las Mercedes', 'Baruta', 'Santa Fe', 'El Cafetal', 'Prados del Este'] },
    { nombre: 'El Hatillo', costoEnvio: '2.50', tiempoEnvio: 180, sectores: ['El Hatillo', 'La Lagunita', 'Los Naranjos', 'Alto Hatillo'] },
    { nombre: 'Centro y Oeste', costoEnvio: '3.50', tiempoEnvio: 240, sectores: ['La Candelaria', 'San Bernardino', 'El Paraíso', 'Catia'] },
  ],
  2: [
    { nombre: 'Norte de Valencia', costoEnvio: '0.00', tiempoEnvio: 60, sectores: ['El Viñedo', 'Prebo', 'La Viña', 'Kerdell', 'Las Acacias'] },
    { nombre: 'Naguanagua', costoEnvio: '1.50', tiempoEnvio: 120, sectores: ['Naguanagua', 'La Granja', 'Mañongo'] },
    { nombre: 'San Diego', costoEnvio: '2.50', tiempoEnvio: 180, sectores: ['San Diego', 'El Remanso', 'Los Jarales', 'Valle de Camoruco'] },
  ],
};

/** Weekday windows; Sunday only mornings. */
const DELIVERY_WINDOWS: [string, string][] = [
  ['08:00', '11:00'],
  ['11:00', '14:00'],
  ['14:00', '17:00'],
  ['17:00', '20:00'],
];
const SUNDAY_WINDOWS = DELIVERY_WINDOWS.slice(0, 2);
const PICKUP_WINDOWS: [string, string][] = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];
const SUNDAY_PICKUP: [string, string][] = [['09:00', '13:00']];

const PICKUP_POINTS = [
  {
    zonaId: 1,
    nombre: 'Central Los Palos Grandes',
    direccion: 'Av. Francisco de Miranda con 3ra transversal, Los Palos Grandes, Caracas',
    referencia: 'Frente a la plaza Los Palos Grandes',
    telefono: '02125550101',
  },
  {
    zonaId: 1,
    nombre: 'Punto Las Mercedes',
    direccion: 'Calle París, C.C. Paseo Las Mercedes, nivel PB, Caracas',
    referencia: 'Estacionamiento sótano 1, taquilla de pedidos',
    telefono: '02125550102',
  },
  {
    zonaId: 2,
    nombre: 'Central El Prebo',
    direccion: 'Av. Monseñor Adams, Urb. El Prebo, Valencia',
    referencia: 'Entrada lateral, módulo de retiro',
    telefono: '02415550101',
  },
];

/** Saved addresses of demo customers (by e-mail) in Caracas: [nombre, sector, direccion, referencia]. */
const SAVED_ADDRESSES: Record<string, [string, string, string, string][]> = {
  'cliente@demo.ve': [
    ['Casa', 'Altamira', 'Av. San Juan Bosco, Edif. Los Samanes, piso 4, apto 4B', 'Cerca de la plaza Altamira'],
    ['Oficina', 'Las Mercedes', 'Calle Madrid, Torre Platinum, piso 8', 'Recepción del edificio'],
  ],
  'prime@demo.ve': [['Casa', 'Los Palos Grandes', '3ra avenida, Qta. Mi Refugio', 'Portón verde']],
  'mayorista@demo.ve': [['Depósito', 'El Cafetal', 'Av. Principal de El Cafetal, Galpón 12', 'Al lado de la estación de servicio']],
};

/** 24 December 18:00 to 25 December 23:59 (Caracas) of the coming Christmas. */
function nextChristmas(now: Date): { desde: Date; hasta: Date } {
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return { desde: new Date(`${year}-12-24T18:00:00-04:00`), hasta: new Date(`${year}-12-25T23:59:00-04:00`) };
}

const SERIAL_TABLES = ['area', 'sector', 'horario', 'direccion_zona', 'horario_pickup', 'envio_bloqueo', 'direccion_usuario', 'envio_opcion'];

/** Valencia's shipping options: delivery priced as its areas were (base 0 + each area's cost as surcharge), free pickup. */
const VALENCIA_OPTIONS = [
  { id: 1, zonaId: 2, tipoEnvio: 1, nombre: 'Delivery', costoBase: '0.00', envioGratisDesde: null },
  { id: 2, zonaId: 2, tipoEnvio: 2, nombre: 'Retiro en tienda', costoBase: '0.00', envioGratisDesde: null },
];

export async function insertDelivery(tx: Tx, users: { id: number; email: string }[], now: Date): Promise<void> {
  const areas: (typeof area.$inferInsert)[] = [];
  const sectors: (typeof sector.$inferInsert & { id: number })[] = [];
  const windows: (typeof horario.$inferInsert)[] = [];
  for (const [zonaId, list] of Object.entries(AREAS)) {
    for (const a of list) {
      const areaId = areas.length + 1;
      areas.push({ id: areaId, zonaId: Number(zonaId), nombre: a.nombre, costoEnvio: a.costoEnvio, tiempoEnvio: a.tiempoEnvio });
      for (const nombre of a.sectores) sectors.push({ id: sectors.length + 1, areaId, nombre });
      for (let dia = 0; dia <= 6; dia++) {
        for (const [horaInicio, horaFin] of dia === 0 ? SUNDAY_WINDOWS : DELIVERY_WINDOWS) {
          windows.push({ id: windows.length + 1, areaId, diaSemana: dia, horaInicio, horaFin });
        }
      }
    }
  }
  await tx.insert(area).values(areas);
  await tx.insert(sector).values(sectors);
  await tx.insert(horario).values(windows);

  await tx.insert(direccionZona).values(PICKUP_POINTS.map((p, i) => ({ id: i + 1, ...p })));
  const pickups: (typeof horarioPickup.$inferInsert)[] = [];
  PICKUP_POINTS.forEach((p, i) => {
    for (let dia = 0; dia <= 6; dia++) {
      for (const [horaInicio, horaFin] of dia === 0 ? SUNDAY_PICKUP : PICKUP_WINDOWS) {
        pickups.push({ id: pickups.length + 1, zonaId: p.zonaId, direccionZonaId: i + 1, diaSemana: dia, horaInicio, horaFin });
      }
    }
  });
  await tx.insert(horarioPickup).values(pickups);

  const christmas = nextChristmas(now);
  await tx.insert(envioBloqueo).values(
    Object.keys(AREAS).map((zonaId, i) => ({ id: i + 1, zonaId: Number(zonaId), tipoEnvio: null, ...christmas, motivo: 'Navidad: sin despachos ni retiros' })),
  );

  await tx.insert(envioOpcion).values(VALENCIA_OPTIONS);
  const valenciaAreas = areas.filter((a) => a.zonaId === 2 && Number(a.costoEnvio) > 0);
  await tx.insert(envioRecargo).values(valenciaAreas.map((a) => ({ envioOpcionId: 1, areaId: a.id!, recargo: a.costoEnvio! })));

  const sectorId = (nombre: string) => sectors.find((s) => s.nombre === nombre)!.id;
  const addresses = Object.entries(SAVED_ADDRESSES).flatMap(([email, list]) => {
    const usuarioId = users.find((u) => u.email === email)!.id;
    return list.map(([nombre, sectorNombre, direccion, referencia]) => ({ usuarioId, zonaId: 1, sectorId: sectorId(sectorNombre), nombre, direccion, referencia }));
  });
  await tx.insert(direccionUsuario).values(addresses.map((a, i) => ({ id: i + 1, ...a })));

  for (const table of SERIAL_TABLES) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`));
  }
}
