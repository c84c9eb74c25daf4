/**
 * The shopper's carts (spec section 4). Guests have only cart 1 of each zone, kept in the browser cache;
 * a logged-in customer's three pages live on the server, which answers every change with the whole cart.
 * While a save is in progress further changes are ignored (the actions resolve false).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { CarritoRespuesta, ProductoCarrito } from '../../shared/contracts/cart';
import { ROLE_USUARIO } from '../../shared/roles';
import * as cartApi from '../lib/cart-api';
import {
  applyQuantity,
  CART_CACHE_VERSION,
  CART_PAGES,
  fromServerCart,
  fromServerPage,
  migrateCartCache,
  sanitizeGuestCarts,
  toEntries,
  type CartLine,
  type CartPage,
  type GuestCarts,
  type TipoItem,
} from './cart-lines';
import { useSessionStore } from './session';

export interface ServerCart {
  zona: string;
  uid: string;
  paginas: CartPage[];
}

interface CartState {
  /** Persisted: guest cart 1 per zone slug. */
  invitado: GuestCarts;
  /** The logged-in customer's carts of one zone, as the server last answered. */
  servidor: ServerCart | null;
  /** Active tab (0..2); guests stay on 0. Persisted, so a reload keeps the customer on the same cart. */
  pagina: number;
  saving: boolean;
  loading: boolean;
  /** Adds `cantidad` to the product's line on the active page. */
  addItem(zona: string, producto: ProductoCarrito, tipo: TipoItem, cantidad: number): Promise<boolean>;
  /** Adds several products at once (a quick list), as one save. */
  addItems(zona: string, items: { producto: ProductoCarrito; tipo: TipoItem; cantidad: number }[]): Promise<boolean>;
  /** Sets a line's quantity; <= 0 removes it. */
  setQuantity(zona: string, pagina: number, productoId: number, cantidad: number): Promise<boolean>;
  clearPage(zona: string, pagina: number): Promise<boolean>;
  /** False when the tab cannot change now (loading, or a guest asking for cart 2 or 3). */
  selectPage(pagina: number): boolean;
  /** Customer: reads the server carts. Guest: refreshes prices and availability of the cached cart. */
  load(zona: string): Promise<void>;
  /** After login: the guest cart of the zone goes into the customer's cart 1, then the cache forgets it. */
  mergeGuest(zona: string): Promise<void>;
  /** Logout or another customer: forget the server carts. */
  resetServer(): void;
}

/** The logged-in customer's uid, or null when the server cart does not apply (guests, staff only). */
export function customerUid(): string | null {
  const claims = useSessionStore.getState().claims;
  return claims?.roles.includes(ROLE_USUARIO) ? claims.uid : null;
}

let merging: Promise<void> | null = null;
/** Bumped by every saved change, so a slower read started before it cannot overwrite it. */
let revision = 0;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      function applyServer(zona: string, uid: string, answer: CarritoRespuesta | null): boolean {
        if (!answer) return false;
        revision++;
        set({ servidor: { zona, uid, paginas: fromServerCart(answer.carrito) } });
        return true;
      }

      async function save(zona: string, uid: string, call: () => Promise<CarritoRespuesta | null>): Promise<boolean> {
        set({ saving: true });
        try {
          return applyServer(zona, uid, await call());
        } catch {
          return false;
        } finally {
          set({ saving: false });
        }
      }

      function setGuestLines(zona: string, lines: CartLine[]) {
        const invitado = { ...get().invitado };
        if (lines.length > 0) invitado[zona] = lines;
        else delete invitado[zona];
        set({ invitado });
      }

      return {
        invitado: {},
        servidor: null,
        pagina: 0,
        saving: false,
        loading: false,

        async addItem(zona, producto, tipo, cantidad) {
          if (get().saving || cantidad <= 0) return false;
          const uid = customerUid();
          if (!uid) {
            setGuestLines(zona, applyQuantity(get().invitado[zona] ?? [], producto, tipo, cantidad, true));
            return true;
          }
          const pagina = get().pagina;
          return save(zona, uid, () => cartApi.saveCartLine(zona, { pagina, productoId: producto.id, cantidad, acumular: true }));
        },

        async addItems(zona, items) {
          const wanted = items.filter((i) => i.cantidad > 0);
          if (get().saving || wanted.length === 0) return false;
          const uid = customerUid();
          if (!uid) {
            const lines = wanted.reduce((acc, i) => applyQuantity(acc, i.producto, i.tipo, i.cantidad, true), get().invitado[zona] ?? []);
            setGuestLines(zona, lines);
            return true;
          }
          const pagina = get().pagina;
          return save(zona, uid, async () => {
            let answer: CarritoRespuesta | null = null;
            for (const i of wanted) {
              const next = await cartApi.saveCartLine(zona, { pagina, productoId: i.producto.id, cantidad: i.cantidad, acumular: true });
              if (!next) break;
              answer = next;
            }
            return answer;
          });
        },

        async setQuantity(zona, pagina, productoId, cantidad) {
          if (get().saving) return false;
          const uid = customerUid();
          if (!uid) {
            const lines = get().invitado[zona] ?? [];
            const line = lines.find((l) => l.item.id === productoId);
            if (pagina !== 0 || !line) return false;
            setGuestLines(zona, applyQuantity(lines, line.item, line.item.tipo, cantidad, false));
            return true;
          }
          return save(zona, uid, () => cartApi.saveCartLine(zona, { pagina, productoId, cantidad: Math.max(0, cantidad), acumular: false }));
        },

        async clearPage(zona, pagina) {
          if (get().saving) return false;
          const uid = customerUid();
          if (!uid) {
            if (pagina !== 0) return false;
            setGuestLines(zona, []);
            return true;
          }
          return save(zona, uid, () => cartApi.clearCart(zona, pagina));
        },

        selectPage(pagina) {
          if (get().loading || pagina < 0 || pagina >= CART_PAGES) return false;
          if (pagina > 0 && !customerUid()) return false;
          set({ pagina });
          return true;
        },

        async load(zona) {
          const uid = customerUid();
          const started = revision;
          set({ loading: true });
          try {
            if (uid) {
              const answer = await cartApi.fetchCart(zona);
              if (answer && started === revision) applyServer(zona, uid, answer);
              return;
            }
            const lines = get().invitado[zona];
            if (!lines?.length) return;
            const reviewed = await cartApi.reviewGuestCart(zona, toEntries(lines));
            // a change made meanwhile wins over the review of the older lines
            if (reviewed && get().invitado[zona] === lines) setGuestLines(zona, fromServerPage(reviewed).lineas);
          } catch {
            // the API client already routed the error (login, error page); the cart stays as it was
          } finally {
            set({ loading: false });
          }
        },

        mergeGuest(zona) {
          merging ??= (async () => {
            const uid = customerUid();
            const lines = get().invitado[zona];
            if (!uid || !lines?.length) return;
            if (await save(zona, uid, () => cartApi.mergeGuestCart(zona, toEntries(lines)))) setGuestLines(zona, []);
          })().finally(() => {
            merging = null;
          });
          return merging;
        },

        resetServer() {
          // a logout (server carts known) starts the next customer on cart 1; a reload keeps the active cart
          set((s) => ({ servidor: null, pagina: s.servidor ? 0 : s.pagina }));
        },
      };
    },
    {
      name: 'carrito',
      version: CART_CACHE_VERSION,
      partialize: (state) => ({ invitado: state.invitado, pagina: state.pagina }),
      migrate: (persisted, version) => migrateCartCache(persisted, version),
      // whatever the cache holds, only a well-formed cart survives
      merge: (persisted, current) => ({
        ...current,
        invitado: sanitizeGuestCarts((persisted as { invitado?: unknown } | undefined)?.invitado),
        pagina: activePage((persisted as { pagina?: unknown } | undefined)?.pagina),
      }),
    },
  ),
);

/** A remembered active cart page, 0 when the cache holds anything else. */
export function activePage(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CART_PAGES ? value : 0;
}

const NO_LINES: CartLine[] = [];

/** Lines of a zone's page as the shopper sees them: the server's for a customer, the cache's for a guest. */
export function pageLines(state: Pick<CartState, 'invitado' | 'servidor'>, zona: string, pagina: number, uid: string | null): CartLine[] {
  if (!uid) return (pagina === 0 && state.invitado[zona]) || NO_LINES;
  const server = state.servidor;
  if (!server || server.zona !== zona || server.uid !== uid) return NO_LINES;
  return server.paginas[pagina]?.lineas ?? NO_LINES;
}

export { CART_PAGES, type CartLine, type CartPage, type TipoItem } from './cart-lines';
