/**
 * CSV import of products, stock and prices (format: shared/contracts/admin-import.ts).
 *
 * `checkImport` decodes (UTF-8 only), parses (csv-parse, comma or semicolon) and validates every line
 * against the database and the caller's zones, writing nothing. `applyImport` runs the same check and,
 * when no line is bad, writes everything in ONE transaction: products created or updated by code, tags
 * replaced, stock SET to the file's amount (absolute, not relative) and the plans' prices upserted per
 * branch. Audit: one 'importar' entry per product written (recurso producto) and one per stock row written
 * (recurso inventario), with before and after, inside the transaction. After the commit the touched
 * products are reindexed for search. Cells are data only: nothing is evaluated; the apostrophe the export
 * puts before a formula-like cell is removed again so the round trip keeps the text.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_COLUMNAS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORES,
  IMPORT_MAX_FILAS,
  IMPORT_MENSAJES as M,
  IMPORT_PLANES,
  type ImportError,
  type ImportModo,
  type ImportReporte,
} from '../../shared/contracts/admin-import';
import { IMPUESTOS } from '../../shared/contracts/admin-products';
import { Estatus, type UsuarioTipoId } from '../../shared/enums';
import { existenciaError, precioErrors, type PrecioReglas } from '../../shared/price-rules';
import { slugify } from '../../shared/slug';
import { auditMany, type AuditEntry } from '../audit/service';
import { intArray } from '../db/arrays';
import type { Db, Tx } from '../db/client';
import { AppError, badRequest, forbidden } from '../errors';
import { inventario, precio, sucursal } from '../inventory/tables';
import { reindexProducts } from '../search/sync';
import { catalogTotalsChanged } from './admin-totals';
import { listZones, type StaffZones } from '../zones/service';
import { accentFold } from './fold';
import { neutralizeFormula } from './product-admin-export';
import { categoria, etiqueta, producto, productoEtiqueta } from './tables';

const PLAN_ID: Record<(typeof IMPORT_PLANES)[number], UsuarioTipoId> = { normal: 1, prime: 2, mayorista: 3 };
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_LINE = /[\u0000-\u001f\u007f]/;

type Columna = (typeof IMPORT_COLUMNAS)[number];
type Fila = Record<Columna, string>;

interface ProductoPlan {
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

/** Reference data the lines name: categories, tags, zones, branches, the products of the file's codes. */
async function references(db: Db | Tx, codigos: string[], nombres: string[]) {
  const [cats, tags, zones, branches, existing, sameNames] = await Promise.all([
    db
      .select({
        id: categoria.id,
        slug: categoria.slug,
        hijos: sql<number>`(select count(*)::int from categoria hijo where hijo.padre_id = ${categoria.id})`,
      })
      .from(categoria),
    db.select({ id: etiqueta.id, slug: etiqueta.slug }).from(etiqueta),
    listZones(db as Db),
    db.select({ id: sucursal.id, nombre: sucursal.nombre, zonaId: sucursal.zonaId }).from(sucursal),
    codigos.length
      ? db.select({ id: producto.id, codigo: producto.codigo, nombre: producto.nombre }).from(producto).where(inArray(sql`upper(${producto.codigo})`, codigos))
      : Promise.resolve([]),
    nombres.length
      ? db.select({ id: producto.id, codigo: producto.codigo, nombre: producto.nombre }).from(producto).where(inArray(producto.nombreBusqueda, nombres))
      : Promise.resolve([]),
  ]);
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
async function plan(db: Db | Tx, caller: ImportCaller, text: string, modo: ImportModo): Promise<Plan> {
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

function freeSlug(nombre: string, taken: Set<string>): string {
  const base = slugify(nombre) || 'producto';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 170)}-${n}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function chunks<T>(list: T[], size = 2000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type PrecioRow = typeof precio.$inferSelect;

async function pricesOf(tx: Tx, inventarioIds: number[]): Promise<Map<number, PrecioRow[]>> {
  const out = new Map<number, PrecioRow[]>();
  for (const part of chunks(inventarioIds)) {
    const rows = await tx
      .select()
      .from(precio)
      .where(sql`${precio.inventarioId} = any(${intArray(part)})`)
      .orderBy(asc(precio.inventarioId), asc(precio.usuarioTipo));
    for (const r of rows) out.set(r.inventarioId, [...(out.get(r.inventarioId) ?? []), r]);
  }
  return out;
}

/** A stock row's prices as flat audit fields: {'normal.precio': '1.00', ...}. */
function flatPrices(list: PrecioRow[]): Record<string, unknown> {
  return Object.fromEntries(
    list.flatMap((p) => {
      const plan = IMPORT_PLANES[p.usuarioTipo - 1] ?? String(p.usuarioTipo);
      return [
        [`${plan}.precio`, p.precio],
        [`${plan}.oferta`, p.oferta],
        [`${plan}.minimo`, p.minimo],
        [`${plan}.maximo`, p.maximo],
        [`${plan}.grupo`, p.grupo],
        [`${plan}.unidad`, p.unidad],
      ];
    }),
  );
}

const precioValues = (p: PrecioReglas) => ({
  precio: p.precio,
  oferta: p.oferta,
  minimo: p.minimo,
  maximo: p.maximo === 0 ? null : p.maximo,
  grupo: p.grupo,
  unidad: p.unidad,
});

/**
 * Applies a file with no bad line in one transaction (the check runs again inside it); a file with bad
 * lines is refused with its report (422) and nothing is written.
 */
export async function applyImport(db: Db, caller: ImportCaller, buffer: Buffer): Promise<{ status: 200 | 422; reporte: ImportReporte }> {
  const text = decodeCsv(buffer);
  const result = await db.transaction(async (tx) => {
    // one import at a time: two files naming the same new code cannot both create it
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('producto:importar'))`);
    const planned = await plan(tx, caller, text, 'aplicar');
    const { reporte } = planned;
    if (reporte.filasConErrores > 0) return { reporte, ids: [] as number[] };

    const ids = new Map<string, number>();
    const entries: AuditEntry[] = [];
    const slugs = new Set((await tx.select({ slug: producto.slug }).from(producto)).map((r) => r.slug));
    const codigos = [...planned.productos.keys()];
    const current = [];
    for (const part of chunks(codigos)) current.push(...(await tx.select().from(producto).where(inArray(sql`upper(${producto.codigo})`, part)).for('update')));
    const byCode = new Map(current.map((p) => [p.codigo.toUpperCase(), p]));
    const currentTags: (typeof productoEtiqueta.$inferSelect)[] = [];
    for (const part of chunks(current.map((p) => p.id))) {
      currentTags.push(...(await tx.select().from(productoEtiqueta).where(inArray(productoEtiqueta.productoId, part)).orderBy(asc(productoEtiqueta.etiquetaId))));
    }
    const now = new Date();
    const campos = (p: ProductoPlan) => ({
      nombre: p.nombre,
      codigo: p.codigo,
      categoriaId: p.categoriaId,
      impuesto: p.impuesto,
      marca: p.marca,
      descripcion: p.descripcion,
    });
    const plans = [...planned.productos.values()];
    const nuevos = plans.filter((p) => !byCode.has(p.codigo));
    for (const part of chunks(nuevos, 500)) {
      const rows = await tx
        .insert(producto)
        .values(part.map((p) => ({ ...campos(p), slug: freeSlug(p.nombre, slugs), estatus: p.estatus ?? Estatus.ACTIVO })))
        .returning();
      for (const row of rows) {
        const p = planned.productos.get(row.codigo)!;
        ids.set(row.codigo, row.id);
        entries.push({ recurso: 'producto', registroId: row.id, accion: 'importar', antes: null, despues: { ...row, etiquetaIds: p.etiquetaIds } });
        reporte.productosCreados++;
      }
    }
    const tagChanges: { id: number; etiquetaIds: number[] }[] = [];
    const tagsOf = new Map<number, number[]>();
    for (const t of currentTags) tagsOf.set(t.productoId, [...(tagsOf.get(t.productoId) ?? []), t.etiquetaId]);
    const updates = plans.filter((p) => byCode.has(p.codigo));
    // existing products: one UPDATE per 5,000 with the rows as one JSON parameter (json_to_recordset), not one
    // statement per product nor 8 bound values each (the query builder's walk of 80,000 values was most of it)
    for (const part of chunks(updates, 5000)) {
      const json = JSON.stringify(part.map((p) => ({ id: byCode.get(p.codigo)!.id, ...campos(p), estatus: p.estatus ?? null })));
      await tx.execute(sql`update producto as p set nombre = v.nombre, codigo = v.codigo, categoria_id = v."categoriaId", impuesto = v.impuesto,
        marca = v.marca, descripcion = v.descripcion, estatus = coalesce(v.estatus, p.estatus), actualizado_en = ${now}
        from json_to_recordset(${json}::json) as v(id int, nombre text, codigo text, "categoriaId" int, impuesto numeric, marca text,
          descripcion text, estatus smallint)
        where p.id = v.id`);
    }
    for (const p of plans) {
      const antes = byCode.get(p.codigo);
      const antesTags = antes ? (tagsOf.get(antes.id) ?? []) : [];
      if (antesTags.join(',') !== p.etiquetaIds.join(',')) tagChanges.push({ id: antes?.id ?? ids.get(p.codigo)!, etiquetaIds: p.etiquetaIds });
      if (!antes) continue;
      const despues = { ...antes, ...campos(p), ...(p.estatus !== undefined && { estatus: p.estatus }), actualizadoEn: now };
      ids.set(p.codigo, antes.id);
      entries.push({
        recurso: 'producto',
        registroId: antes.id,
        accion: 'importar',
        antes: { ...antes, etiquetaIds: antesTags },
        despues: { ...despues, etiquetaIds: p.etiquetaIds },
      });
      reporte.productosActualizados++;
    }
    for (const part of chunks(tagChanges)) {
      await tx.delete(productoEtiqueta).where(inArray(productoEtiqueta.productoId, part.map((c) => c.id)));
      const values = part.flatMap((c) => c.etiquetaIds.map((etiquetaId) => ({ productoId: c.id, etiquetaId })));
      if (values.length) await tx.insert(productoEtiqueta).values(values);
    }

    // stock: the rows there are, locked; new ones inserted in batches; prices upserted in batches
    const key = (productoId: number, sucursalId: number) => `${productoId}:${sucursalId}`;
    const stockIds = [...new Set(planned.stock.map((s) => ids.get(s.codigo)!))];
    const existing = new Map<string, typeof inventario.$inferSelect>();
    for (const part of chunks(stockIds)) {
      for (const r of await tx.select().from(inventario).where(inArray(inventario.productoId, part)).for('update')) existing.set(key(r.productoId, r.sucursalId), r);
    }
    const beforePrices = await pricesOf(tx, [...existing.values()].map((r) => r.id));
    const targets = new Map<string, number>();
    const stockChanges: { id: number; existencia: number }[] = [];
    for (const s of planned.stock) {
      const row = existing.get(key(ids.get(s.codigo)!, s.sucursalId));
      if (!row) continue;
      targets.set(key(row.productoId, row.sucursalId), row.id);
      if (row.existencia !== s.existencia) stockChanges.push({ id: row.id, existencia: s.existencia });
      reporte.inventariosActualizados++;
    }
    if (stockChanges.length) {
      await tx.execute(sql`update inventario as i set existencia = v.existencia, actualizado_en = ${now}
        from unnest(${intArray(stockChanges.map((c) => c.id))}, ${intArray(stockChanges.map((c) => c.existencia))}) as v(id, existencia)
        where i.id = v.id`);
    }
    const nuevosStock = planned.stock.filter((s) => !existing.has(key(ids.get(s.codigo)!, s.sucursalId)));
    for (const part of chunks(nuevosStock, 1000)) {
      const rows = await tx
        .insert(inventario)
        .values(part.map((s) => ({ productoId: ids.get(s.codigo)!, sucursalId: s.sucursalId, zonaId: s.zonaId, existencia: s.existencia })))
        .returning({ id: inventario.id, productoId: inventario.productoId, sucursalId: inventario.sucursalId });
      for (const r of rows) targets.set(key(r.productoId, r.sucursalId), r.id);
      reporte.inventariosCreados += rows.length;
    }
    const priceRows = planned.stock.flatMap((s) =>
      s.precios.map((p) => ({ inventarioId: targets.get(key(ids.get(s.codigo)!, s.sucursalId))!, usuarioTipo: p.usuarioTipo, ...precioValues(p.valores) })),
    );
    // upserted 5,000 at a time from one JSON parameter (was 30 statements of 9,000 bound values: ~1 s of 10,000 lines)
    for (const part of chunks(priceRows, 5000)) {
      await tx.execute(sql`insert into ${precio} (inventario_id, usuario_tipo, precio, oferta, minimo, maximo, grupo, unidad, actualizado_en)
        select r."inventarioId", r."usuarioTipo", r.precio, r.oferta, r.minimo, r.maximo, r.grupo, r.unidad, ${now}
        from json_to_recordset(${JSON.stringify(part)}::json) as r("inventarioId" int, "usuarioTipo" smallint, precio numeric, oferta numeric,
          minimo int, maximo int, grupo int, unidad int)
        on conflict (inventario_id, usuario_tipo) do update set precio = excluded.precio, oferta = excluded.oferta, minimo = excluded.minimo,
          maximo = excluded.maximo, grupo = excluded.grupo, unidad = excluded.unidad, actualizado_en = excluded.actualizado_en`);
    }
    const afterPrices = await pricesOf(tx, [...targets.values()]);
    for (const s of planned.stock) {
      const productoId = ids.get(s.codigo)!;
      const row = existing.get(key(productoId, s.sucursalId));
      const inventarioId = targets.get(key(productoId, s.sucursalId))!;
      entries.push({
        recurso: 'inventario',
        registroId: inventarioId,
        accion: 'importar',
        antes: row ? { existencia: row.existencia, ...flatPrices(beforePrices.get(row.id) ?? []) } : null,
        despues: { productoId, sucursalId: s.sucursalId, zonaId: s.zonaId, existencia: s.existencia, ...flatPrices(afterPrices.get(inventarioId) ?? []) },
      });
    }
    await auditMany(tx, entries);
    reporte.aplicado = true;
    return { reporte, ids: [...ids.values()] };
  });
  if (!result.reporte.aplicado) {
    return { status: 422, reporte: { ...result.reporte, codigo: 422, mensaje: M.conErrores } };
  }
  catalogTotalsChanged(db);
  for (let i = 0; i < result.ids.length; i += 1000) await reindexProducts(db, result.ids.slice(i, i + 1000), 'full');
  return { status: 200, reporte: result.reporte };
}

// ---- template and export (the same format)

const csvText = (rows: (string | number)[][]) =>
  stringify(
    rows.map((r) => r.map((c) => neutralizeFormula(String(c)))),
    { record_delimiter: 'windows', quoted_match: /[";\n\r]/ },
  );

/** Header plus two example lines (a product at a branch with the three plans, and one without stock). */
export function importTemplate(ejemplo: { categoria: string; etiqueta: string; zona: string; sucursal: string }): string {
  const precios = (p: string, o: string) => [p, o, 1, '', 1, 1];
  return `\uFEFF${csvText([
    [...IMPORT_COLUMNAS],
    [
      'EJEMPLO-001',
      'Arroz Blanco Ejemplo 1 kg',
      ejemplo.categoria,
      ejemplo.etiqueta,
      '0',
      'Marca Ejemplo',
      'Cambie o borre estas filas de ejemplo. Precios con punto decimal; etiquetas separadas por |; zona por su slug; sucursal por su id o nombre; máximo vacío = sin máximo.',
      'Activo',
      ejemplo.zona,
      ejemplo.sucursal,
      100,
      ...precios('2.50', '2.25'),
      ...precios('2.40', '0'),
      ...precios('2.10', '0'),
    ],
    ['EJEMPLO-002', 'Producto Sin Existencia Ejemplo', ejemplo.categoria, '', '16', '', 'Sin zona ni sucursal: solo crea o actualiza el producto.', 'Inactivo', '', '', '', ...Array(18).fill('')],
  ])}`;
}

export async function templateExample(db: Db, zonas: StaffZones) {
  const [cat] = await db
    .select({ slug: categoria.slug })
    .from(categoria)
    .where(sql`not exists (select 1 from categoria hijo where hijo.padre_id = ${categoria.id})`)
    .orderBy(asc(categoria.id))
    .limit(1);
  const [tag] = await db.select({ slug: etiqueta.slug }).from(etiqueta).orderBy(asc(etiqueta.id)).limit(1);
  const zones = (await listZones(db)).filter((z) => zonas.ids.includes(z.id));
  const zone = zones[0];
  const [branch] = zone ? await db.select({ nombre: sucursal.nombre }).from(sucursal).where(eq(sucursal.zonaId, zone.id)).orderBy(asc(sucursal.id)).limit(1) : [];
  return { categoria: cat?.slug ?? 'categoria', etiqueta: tag?.slug ?? '', zona: zone?.slug ?? 'caracas', sucursal: branch?.nombre ?? '1' };
}

const BATCH = 1000;

/**
 * Every product in the import format: one line per stock row in the caller's zones (or one line without a
 * branch for a product with none there), in batches by product id.
 */
export async function* exportImportCsv(db: Db, zonas: StaffZones): AsyncGenerator<string> {
  const zones = new Map((await listZones(db)).map((z) => [z.id, z.slug]));
  const tagSlugs = new Map((await db.select({ id: etiqueta.id, slug: etiqueta.slug }).from(etiqueta)).map((e) => [e.id, e.slug]));
  const catSlugs = new Map((await db.select({ id: categoria.id, slug: categoria.slug }).from(categoria)).map((c) => [c.id, c.slug]));
  yield `\uFEFF${csvText([[...IMPORT_COLUMNAS]])}`;
  let after = 0;
  for (;;) {
    const products = await db.select().from(producto).where(sql`${producto.id} > ${after}`).orderBy(asc(producto.id)).limit(BATCH);
    if (!products.length) return;
    const ids = products.map((p) => p.id);
    const [tags, stock] = await Promise.all([
      db.select().from(productoEtiqueta).where(inArray(productoEtiqueta.productoId, ids)).orderBy(asc(productoEtiqueta.etiquetaId)),
      db
        .select({ id: inventario.id, productoId: inventario.productoId, sucursalId: inventario.sucursalId, zonaId: inventario.zonaId, existencia: inventario.existencia })
        .from(inventario)
        .where(and(inArray(inventario.productoId, ids), zonas.all ? undefined : inArray(inventario.zonaId, zonas.ids.length ? zonas.ids : [0])))
        .orderBy(asc(inventario.productoId), asc(inventario.id)),
    ]);
    const prices = stock.length ? await db.select().from(precio).where(inArray(precio.inventarioId, stock.map((s) => s.id))) : [];
    const rows: (string | number)[][] = [];
    for (const p of products) {
      const base = [
        p.codigo,
        p.nombre,
        catSlugs.get(p.categoriaId) ?? '',
        tags
          .filter((t) => t.productoId === p.id)
          .map((t) => tagSlugs.get(t.etiquetaId))
          .join('|'),
        Number(p.impuesto).toString(),
        p.marca ?? '',
        p.descripcion,
        p.estatus === Estatus.ACTIVO ? 'Activo' : 'Inactivo',
      ];
      const own = stock.filter((s) => s.productoId === p.id);
      if (!own.length) rows.push([...base, '', '', '', ...Array(18).fill('')]);
      for (const s of own) {
        const planCells = IMPORT_PLANES.flatMap((plan) => {
          const pr = prices.find((x) => x.inventarioId === s.id && x.usuarioTipo === PLAN_ID[plan]);
          return pr ? [pr.precio, pr.oferta, pr.minimo, pr.maximo ?? '', pr.grupo, pr.unidad] : ['', '', '', '', '', ''];
        });
        rows.push([...base, zones.get(s.zonaId) ?? '', s.sucursalId, s.existencia, ...planCells]);
      }
    }
    yield csvText(rows);
    after = ids[ids.length - 1]!;
  }
}
