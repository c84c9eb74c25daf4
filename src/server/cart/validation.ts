/**
 * The checkout button's cart validation (spec sections 3, 4, 5): every line is judged against the current
 * stock, price and sale mode; a line that cannot be bought as it is gets the nearest valid quantity or
 * leaves the cart, with a message. The page is valid when nothing changed, it is not empty and it reaches
 * the plan's minimum purchase.
 */
import type { ValidacionCarrito } from '../../shared/contracts/cart';
import { CarritoDetalleEstatus, carritoDetalleEstatusMensaje } from '../../shared/enums';
import { compare, formatMoney } from '../../shared/money';
import { minimumMessage, minimumPurchase } from '../../shared/order-totals';
import { checkQuantity, defaultQuantity, largestValidQuantity } from '../../shared/quantity';
import type { SellableRow } from '../catalog/sellable';
import { getSettings, listCurrencies } from '../config/service';
import type { Db } from '../db/client';
import { existenciaOf, lineStatus, loadCatalog, modalidadOf, pricePage, productName, type Cliente } from './pricing';
import { deleteLines, readPage, upsertLines, type LineWrite, type StoredLine } from './repository';

const { ACTIVO } = CarritoDetalleEstatus;

/** Why a quantity was lowered to a valid one, by the status it had. */
const LOWERED_BECAUSE: Partial<Record<number, string>> = {
  [CarritoDetalleEstatus.EXISTENCIA_SUPERADA]: 'por la existencia disponible',
  [CarritoDetalleEstatus.MAXIMO_SUPERADO]: 'por la cantidad máxima de venta',
  [CarritoDetalleEstatus.CANTIDAD_INCORRECTA]: 'según la modalidad de venta',
};

interface Adjustment {
  /** The new quantity; 0 removes the line. */
  cantidad: number;
  mensaje: string;
}

/** What a line that cannot be bought as it is becomes; null when it can. */
function adjust(line: StoredLine, row: SellableRow | undefined, nombre: string, agotado: boolean): Adjustment | null {
  const estatus = lineStatus(line.cantidad, row, agotado);
  if (estatus === ACTIVO) return null;
  const removed = (why: string): Adjustment => ({ cantidad: 0, mensaje: `${nombre}: ${why}, se retiró del carrito` });
  const adjusted = (cantidad: number, why: string): Adjustment => ({ cantidad, mensaje: `${nombre}: la cantidad se ajustó a ${cantidad} ${why}` });
  if (estatus === CarritoDetalleEstatus.INVENTARIO_INSUFICIENTE) return removed('sin inventario disponible');
  if (!row || estatus === CarritoDetalleEstatus.NO_DISPONIBLE) return removed('producto no disponible');
  const m = modalidadOf(row);
  const existencia = existenciaOf(row);
  if (estatus === CarritoDetalleEstatus.MINIMO_INSATISFECHO) {
    const minimo = defaultQuantity(m);
    return checkQuantity(minimo, m, existencia) === ACTIVO
      ? adjusted(minimo, 'por la cantidad mínima de venta')
      : removed('no hay existencia para la cantidad mínima de venta');
  }
  const valid = largestValidQuantity(m, existencia, line.cantidad);
  if (valid > 0) return adjusted(valid, LOWERED_BECAUSE[estatus] ?? '');
  return removed((carritoDetalleEstatusMensaje[estatus] ?? 'cantidad no disponible').toLowerCase());
}

/** Validates one page of the caller's cart, saving the adjustments; used by /validar and by checkout. */
export async function validateCartPage(db: Db, cliente: Cliente, zonaId: number, pagina: number): Promise<ValidacionCarrito> {
  const { page, catalog, mensajes } = await db.transaction(async (tx) => {
    const stored = await readPage(tx, cliente.id, zonaId, pagina, true);
    const catalog = await loadCatalog(tx, zonaId, cliente.usuarioTipoId, stored.lineas.map((l) => l.productoId));
    const mensajes: string[] = [];
    const kept: StoredLine[] = [];
    const changed: LineWrite[] = [];
    const removed: number[] = [];
    for (const line of stored.lineas) {
      const change = adjust(line, catalog.sellable.get(line.productoId), productName(catalog, line.productoId), catalog.agotados.has(line.productoId));
      if (!change) {
        kept.push(line);
        continue;
      }
      mensajes.push(change.mensaje);
      if (change.cantidad > 0) {
        kept.push({ productoId: line.productoId, cantidad: change.cantidad });
        changed.push({ productoId: line.productoId, cantidad: change.cantidad, estatus: ACTIVO });
      } else removed.push(line.productoId);
    }
    if (stored.carritoId !== null) {
      await deleteLines(tx, stored.carritoId, removed);
      await upsertLines(tx, stored.carritoId, changed);
    }
    return { page: { ...stored, lineas: kept }, catalog, mensajes };
  });

  const carrito = pricePage(page, catalog);
  const [settings, monedas] = await Promise.all([getSettings(db), listCurrencies(db)]);
  const minimoCompra = minimumPurchase(settings.minimoCompra, cliente.usuarioTipo);
  const minimoAlcanzado = compare(carrito.totales.total, minimoCompra) >= 0;
  const empty = carrito.carritoDetalle.length === 0;
  const errores = [...mensajes];
  if (empty) errores.push('El carrito está vacío');
  else if (!minimoAlcanzado) {
    const simbolo = monedas.find((m) => m.sistema)?.simbolo ?? '$';
    errores.push(minimumMessage(formatMoney(minimoCompra, simbolo)));
  }
  return {
    valido: mensajes.length === 0 && minimoAlcanzado && !empty,
    errores: { [String(pagina)]: errores },
    carrito,
    minimoCompra,
    minimoAlcanzado,
  };
}
