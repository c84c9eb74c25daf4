/**
 * CSV import, the check (format: shared/contracts/admin-import.ts): `checkImport` decodes (UTF-8 only),
 * parses (csv-parse, comma or semicolon) and validates every line against the database and the caller's
 * zones, writing nothing; `plan` is the same check, which the import runs again inside its transaction
 * (import-service.ts). Cells are data only: nothing is evaluated; the apostrophe the export puts before a
 * formula-like cell is removed again so the round trip keeps the text.
 */
import { parse } from 'csv-parse/sync';
import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  IMPORT_COLUMNAS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORES,
  IMPORT_MAX_FILAS,
  IMPORT_PLANES,
  IMPORT_MENSAJES as M,
  type ImportError,
  type ImportModo,
  type ImportReporte,
} from '../../shared/contracts/admin-import';
import { IMPUESTOS } from '../../shared/contracts/admin-products';
import { Estatus, type UsuarioTipoId } from '../../shared/enums';
import { existenciaError, precioErrors, type PrecioReglas } from '../../shared/price-rules';
import type { Db, Tx } from '../db/client';
import { AppError, badRequest, forbidden } from '../errors';
import { sucursal } from '../inventory/tables';
import { listZones, type StaffZones } from '../zones/service';
import { accentFold } from './fold';
import { categoria, etiqueta, producto } from './tables';

export const PLAN_ID: Record<(typeof IMPORT_PLANES)[number], UsuarioTipoId> = { normal: 1, prime: 2, mayorista: 3 };
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_LINE = /[\u0000-\u001f\u007f]/;

type Columna = (typeof IMPORT_COLUMNAS)[number];
type Fila = Record<Columna, string>;

export interface ProductoPlan {
  codigo: string;
  nombre: string;
  categoriaId: number;
  etiquetaIds: number[];
  impuesto: string;
  marca: string | null;
  descripcion: string;
  estatus: 1 | 2 | undefined;
}

interface StockPlan {
  codigo: string;
  sucursalId: number;
  zonaId: number;
  existencia: number;
  precios: { usuarioTipo: UsuarioTipoId; valores: PrecioReglas }[];
}

interface Plan {
  reporte: ImportReporte;
  productos: Map<string, ProductoPlan>;
  stock: StockPlan[];
}

export interface ImportCaller {
  zonas: StaffZones;
  roles: readonly string[];
}

const limitError = (mensaje: string) => new AppError(413, mensaje, { archivo: mensaje });

/** The file's text: UTF-8 only (a BOM is dropped), 5 MB at most. */
export function decodeCsv(buffer: Buffer): string {
  if (buffer.length > IMPORT_MAX_BYTES) throw limitError(M.muyGrande);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(M.codificacion, { archivo: M.codificacion });
  }
  return text.replace(/^\uFEFF/, '');
}

/** The export's apostrophe before a formula-like cell comes off again (the text is kept, never run). */
const unprefix = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Header and records with their line numbers; 400 for a missing column, 413 above the row limit. */
function parseCsv(text: string): { filas: { linea: number; fila: Fila }[] } {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: IMPORT_MAX_FILAS + 2,
      bom: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    const linea = (e as { lines?: number }).lines;
    const mensaje = `El archivo no es un CSV válido${linea ? ` (línea ${linea})` : ''}: revise las comillas`;
    throw badRequest(mensaje, { archivo: mensaje });
  }
  if (records.length < 2) throw badRequest(M.vacio, { archivo: M.vacio });
  if (records.length > IMPORT_MAX_FILAS + 1) throw limitError(M.muchasFilas);
  const header = records[0]!.record.map((h) => h.trim().toLowerCase());
  const faltan = IMPORT_COLUMNAS.filter((c) => !header.includes(c));
  if (faltan.length) {
    const mensaje = `Faltan columnas en el encabezado: ${faltan.join(', ')}`;
    throw badRequest(mensaje, { archivo: mensaje });
  }
  const repetidas = header.filter((h, i) => h && header.indexOf(h) !== i);
  if (repetidas.length) {
    const mensaje = `Columnas repetidas en el encabezado: ${[...new Set(repetidas)].join(', ')}`;
    throw badRequest(mensaje, { archivo: mensaje });
  }
  const index = new Map(IMPORT_COLUMNAS.map((c) => [c, header.indexOf(c)]));
  const filas = records.slice(1).map(({ record, info }) => {
    const fila = {} as Fila;
    for (const c of IMPORT_COLUMNAS) fila[c] = unprefix((record[index.get(c)!] ?? '').trim());
    // info.lines is the line the record ends on; a quoted multi-line cell still names the record's last line
    return { linea: info.lines, fila };
  });
  return { filas };
}

const INTEGER = /^-?\d{1,9}$/;
const emptyReport = (modo: ImportModo): ImportReporte => ({
  modo,
  filas: 0,
  validas: 0,
  filasConErrores: 0,
  errores: [],
  aplicado: false,
  productosCreados: 0,
  productosActualizados: 0,
  inventariosCreados: 0,
  inventariosActualizados: 0,
});

/**
 * Reference data the lines name: categories, tags, zones, branches, the products of the file's codes. One
 * query after another, not Promise.all: the import runs this inside its transaction, which is one connection,
 * and overlapping queries on one pg client are deprecated (pg 8 warns; pg 9 refuses them).
 */
async function references(db: Db | Tx, codigos: string[], nombres: string[]) {
  const cats = await db
    .select({
      id: categoria.id,
      slug: categoria.slug,
      hijos: sql<number>`(select count(*)::int from categoria hijo where hijo.padre_id = ${categoria.id})`,
    })
    .from(categoria);
  const tags = await db.select({ id: etiqueta.id, slug: etiqueta.slug }).from(etiqueta);
  const zones = await listZones(db as Db);
  const branches = await db.select({ id: sucursal.id, nombre: sucursal.nombre, zonaId: sucursal.zonaId }).from(sucursal);
  const products = (where: SQL) => db.select({ id: producto.id, codigo: producto.codigo, nombre: producto.nombre }).from(producto).where(where);
  const existing = codigos.length ? await products(inArray(sql`upper(${producto.codigo})`, codigos)) : [];
  const sameNames = nombres.length ? await products(inArray(producto.nombreBusqueda, nombres)) : [];
  return {
    categorias: new Map(cats.map((c) => [c.slug, c])),
    etiquetas: new Map(tags.map((e) => [e.slug, e.id])),
    zonas: new Map(zones.map((z) => [z.slug, z])),
    sucursales: branches,
    productos: new Map(existing.map((p) => [p.codigo.toUpperCase(), p])),
    nombres: new Map(sameNames.map((p) => [accentFold(p.nombre), p])),
  };
}

/** Validates every line; 403 when stock lines come from a caller without ROLE_INVENTARIO. */
export async function plan(db: Db | Tx, caller: ImportCaller, text: string, modo: ImportModo): Promise<Plan> {
  const { filas } = parseCsv(text);
  const hasStock = filas.some(({ fila }) => fila.zona || fila.sucursal || fila.existencia);
  if (hasStock && !caller.roles.includes('ROLE_INVENTARIO')) throw forbidden(M.inventario);

  const codigos = [...new Set(filas.map(({ fila }) => fila.codigo.toUpperCase()).filter(Boolean))];
  const nombres = [...new Set(filas.map(({ fila }) => accentFold(fila.nombre.replace(/\s+/g, ' '))).filter(Boolean))];
  const ref = await references(db, codigos, nombres);

  const reporte = emptyReport(modo);
  reporte.filas = filas.length;
  const errores: ImportError[] = [];
  const productos = new Map<string, ProductoPlan & { linea: number; firma: string }>();
  const nombreEnArchivo = new Map<string, { codigo: string; linea: number }>();
  const claves = new Map<string, number>();
  const stock: StockPlan[] = [];
  const badLines = new Set<number>();

  for (const { linea, fila } of filas) {
    const err = (columna: string, mensaje: string) => {
      errores.push({ linea, columna, mensaje });
      badLines.add(linea);
    };
    const before = errores.length;
    for (const c of IMPORT_COLUMNAS) {
      const bad = c === 'descripcion' ? CONTROL : CONTROL_LINE;
      if (bad.test(fila[c])) err(c, 'Contiene caracteres de control no permitidos');
    }
    if (errores.length > before) continue;

    // ---- product
    const codigo = fila.codigo.toUpperCase();
    if (!codigo) err('codigo', 'El código es obligatorio');
    else if (codigo.length > 40) err('codigo', 'El código admite como máximo 40 caracteres');
    const nombre = fila.nombre.replace(/\s+/g, ' ');
    if (nombre.length < 3) err('nombre', 'El nombre debe tener al menos 3 caracteres');
    else if (nombre.length > 160) err('nombre', 'El nombre admite como máximo 160 caracteres');
    const cat = ref.categorias.get(fila.categoria.toLowerCase());
    if (!fila.categoria) err('categoria', 'La categoría es obligatoria (su slug)');
    else if (!cat) err('categoria', `La categoría '${fila.categoria}' no existe`);
    else if (cat.hijos > 0) err('categoria', 'Elija una subcategoría: esta categoría tiene subcategorías');
    const etiquetaIds: number[] = [];
    for (const slug of fila.etiquetas.split('|').map((s) => s.trim().toLowerCase()).filter(Boolean)) {
      const id = ref.etiquetas.get(slug);
      if (id === undefined) err('etiquetas', `La etiqueta '${slug}' no existe`);
      else if (!etiquetaIds.includes(id)) etiquetaIds.push(id);
    }
    etiquetaIds.sort((a, b) => a - b);
    const impuestoNum = Number(fila.impuesto.replace(',', '.'));
    const impuesto = fila.impuesto && Number.isFinite(impuestoNum) ? impuestoNum.toFixed(2) : '';
    if (!(IMPUESTOS as readonly string[]).includes(impuesto)) err('impuesto', 'El impuesto debe ser 0, 8 o 16');
    if (fila.marca.length > 80) err('marca', 'La marca admite como máximo 80 caracteres');
    if (fila.descripcion.length > 5000) err('descripcion', 'La descripción admite como máximo 5000 caracteres');
    const est = fila.estatus.toLowerCase();
    const estatus = est === '' ? undefined : est === 'activo' ? Estatus.ACTIVO : est === 'inactivo' ? Estatus.INACTIVO : null;
    if (estatus === null) err('estatus', 'El estatus debe ser Activo o Inactivo');

    if (codigo && nombre.length >= 3) {
      const folded = accentFold(nombre);
      const db = ref.nombres.get(folded);
      if (db && db.codigo.toUpperCase() !== codigo) err('nombre', `Ya existe un producto con este nombre (código ${db.codigo})`);
      const other = nombreEnArchivo.get(folded);
      if (other && other.codigo !== codigo) err('nombre', `Nombre repetido en el archivo: la línea ${other.linea} lo usa con el código ${other.codigo}`);
      else if (!other) nombreEnArchivo.set(folded, { codigo, linea });
    }

    // ---- stock and prices
    const conStock = Boolean(fila.zona || fila.sucursal || fila.existencia || IMPORT_PLANES.some((p) => fila[`${p}_precio`]));
    let zonaId = 0;
    let sucursalId = 0;
    let existencia = 0;
    const precios: StockPlan['precios'] = [];
    if (conStock) {
      const zone = ref.zonas.get(fila.zona.toLowerCase());
      if (!fila.zona) err('zona', 'La zona es obligatoria cuando la línea tiene existencia o precios');
      else if (!zone) err('zona', `La zona '${fila.zona}' no existe`);
      else if (!caller.zonas.ids.includes(zone.id)) err('zona', M.zona);
      else zonaId = zone.id;
      if (!fila.sucursal) err('sucursal', 'La sucursal es obligatoria cuando la línea tiene existencia o precios');
      else if (zonaId) {
        const inZone = ref.sucursales.filter((s) => s.zonaId === zonaId);
        const matches = /^\d+$/.test(fila.sucursal)
          ? inZone.filter((s) => s.id === Number(fila.sucursal))
          : inZone.filter((s) => accentFold(s.nombre) === accentFold(fila.sucursal));
        if (matches.length === 0) err('sucursal', `La sucursal '${fila.sucursal}' no existe en la zona ${fila.zona}`);
        else if (matches.length > 1) err('sucursal', `Hay varias sucursales llamadas '${fila.sucursal}' en la zona: indique su id`);
        else sucursalId = matches[0]!.id;
      }
      if (!INTEGER.test(fila.existencia)) err('existencia', 'La existencia debe ser un número entero');
      else {
        existencia = Number(fila.existencia);
        const e = existenciaError(existencia);
        if (e) err('existencia', e);
      }
      for (const plan of IMPORT_PLANES) {
        const v = (campo: string) => fila[`${plan}_${campo}` as Columna];
        if (!v('precio')) {
          if (['oferta', 'minimo', 'maximo', 'grupo', 'unidad'].some((c) => v(c))) err(`${plan}_precio`, `Indique el precio del plan ${plan}`);
          continue;
        }
        const ints: Record<string, number | null> = {};
        let ok = true;
        for (const [campo, def] of [['minimo', 1], ['maximo', null], ['grupo', 1], ['unidad', 1]] as const) {
          const raw = v(campo);
          if (raw === '') ints[campo] = def;
          else if (INTEGER.test(raw)) ints[campo] = Number(raw);
          else {
            err(`${plan}_${campo}`, 'Debe ser un número entero');
            ok = false;
          }
        }
        if (!ok) continue;
        const valores: PrecioReglas = {
          precio: v('precio').replace(',', '.'),
          oferta: (v('oferta') || '0').replace(',', '.'),
          minimo: ints.minimo!,
          maximo: ints.maximo ?? null,
          grupo: ints.grupo!,
          unidad: ints.unidad!,
        };
        for (const [campo, mensaje] of Object.entries(precioErrors(valores))) err(`${plan}_${campo}`, mensaje);
        precios.push({ usuarioTipo: PLAN_ID[plan], valores });
      }
    }

    // ---- duplicates: the same code at the same branch (or without one) twice
    if (codigo) {
      const clave = `${codigo}@${conStock ? `${fila.zona.toLowerCase()}/${sucursalId || fila.sucursal.toLowerCase()}` : ''}`;
      const first = claves.get(clave);
      if (first !== undefined) err('codigo', `Código duplicado en el archivo: ya aparece en la línea ${first}${conStock ? ' para la misma sucursal' : ''}`);
      else claves.set(clave, linea);
    }
    if (errores.length > before || !codigo) continue;

    const data: ProductoPlan = {
      codigo,
      nombre,
      categoriaId: cat!.id,
      etiquetaIds,
      impuesto,
      marca: fila.marca || null,
      descripcion: fila.descripcion,
      estatus: estatus ?? undefined,
    };
    const firma = JSON.stringify(data);
    const prev = productos.get(codigo);
    if (prev && prev.firma !== firma) {
      err('', `Los datos del producto ${codigo} difieren de los de la línea ${prev.linea}`);
      continue;
    }
    if (!prev) productos.set(codigo, { ...data, linea, firma });
    if (conStock) stock.push({ codigo, sucursalId, zonaId, existencia, precios });
  }

  reporte.filasConErrores = badLines.size;
  reporte.validas = filas.length - badLines.size;
  reporte.errores = errores.slice(0, IMPORT_MAX_ERRORES);
  return { reporte, productos, stock };
}

/** Dry run: every line checked, nothing written. */
export async function checkImport(db: Db, caller: ImportCaller, buffer: Buffer): Promise<ImportReporte> {
  return (await plan(db, caller, decodeCsv(buffer), 'prueba')).reporte;
}
