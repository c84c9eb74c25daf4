import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarritoRespuesta } from '../../../src/shared/contracts/cart';
import { producto, serverCart } from './cart-fixture';

// the store lives in the browser: a window with localStorage before anything imports it
const storage = vi.hoisted(() => {
  const data = new Map<string, string>();
  const local = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
  Object.assign(globalThis, { localStorage: local, window: { localStorage: local, addEventListener() {}, location: { pathname: '/', search: '' } } });
  return data;
});

const cartApi = vi.hoisted(() => ({
  fetchCart: vi.fn(),
  saveCartPage: vi.fn(),
  saveCartLine: vi.fn(),
  mergeGuestCart: vi.fn(),
  clearCart: vi.fn(),
  validateCart: vi.fn(),
  reviewGuestCart: vi.fn(),
}));
vi.mock('../../../src/store/lib/cart-api', () => cartApi);

const { useCartStore, pageLines } = await import('../../../src/store/state/cart');
const { useSessionStore } = await import('../../../src/store/state/session');

const UID = 'c0ffee00-0000-4000-8000-000000000001';
const cart = () => useCartStore.getState();
const guestLines = (zona = 'caracas') => (cart().invitado[zona] ?? []).map((l) => [l.item.id, l.cantidad]);
const serverLines = (pagina = 0) => pageLines(cart(), 'caracas', pagina, UID).map((l) => [l.item.id, l.cantidad]);

function logIn() {
  useSessionStore.setState({
    token: 'token',
    refresh: null,
    claims: { uid: UID, username: 'cliente@demo.ve', roles: ['ROLE_USUARIO'], usuarioTipo: { tipo: 'normal' }, exp: 4_000_000_000 },
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.clearAllMocks();
  storage.clear();
  useSessionStore.setState({ token: null, claims: null, refresh: null });
  useCartStore.setState({ invitado: {}, servidor: null, pagina: 0, saving: false, loading: false });
});

describe('guest cart (spec section 4)', () => {
  it('accumulates adds in the browser cache of the zone and persists it', async () => {
    await cart().addItem('caracas', producto(1), 1, 2);
    await cart().addItem('caracas', producto(1), 1, 3);
    await cart().addItem('valencia', producto(2), 2, 1);
    expect(guestLines()).toEqual([[1, 5]]);
    expect(guestLines('valencia')).toEqual([[2, 1]]);
    expect(JSON.parse(storage.get('carrito')!)).toMatchObject({ version: 1, state: { invitado: { caracas: [{ cantidad: 5 }] } } });
    expect(cartApi.saveCartLine).not.toHaveBeenCalled();
  });

  it('sets a quantity and removes the line at zero or below', async () => {
    await cart().addItem('caracas', producto(1), 1, 2);
    await cart().addItem('caracas', producto(2), 1, 1);
    await cart().setQuantity('caracas', 0, 1, 6);
    expect(guestLines()).toEqual([
      [1, 6],
      [2, 1],
    ]);
    await cart().setQuantity('caracas', 0, 1, -1);
    await cart().setQuantity('caracas', 0, 2, 0);
    expect(guestLines()).toEqual([]);
    expect(cart().invitado).toEqual({});
  });

  it('has only cart 1: tabs 2 and 3 and their changes are refused', async () => {
    expect(cart().selectPage(1)).toBe(false);
    expect(cart().pagina).toBe(0);
    await cart().addItem('caracas', producto(1), 1, 2);
    expect(await cart().setQuantity('caracas', 1, 1, 5)).toBe(false);
    expect(await cart().clearPage('caracas', 2)).toBe(false);
    expect(guestLines()).toEqual([[1, 2]]);
  });

  it('empties cart 1', async () => {
    await cart().addItem('caracas', producto(1), 1, 2);
    expect(await cart().clearPage('caracas', 0)).toBe(true);
    expect(guestLines()).toEqual([]);
  });

  it('ignores an add of nothing', async () => {
    expect(await cart().addItem('caracas', producto(1), 1, 0)).toBe(false);
    expect(guestLines()).toEqual([]);
  });

  it('refreshes prices with the review, unless the cart changed meanwhile', async () => {
    await cart().addItem('caracas', producto(1), 1, 2);
    const reviewed = serverCart(0, [{ id: 1, cantidad: 2 }]).carrito[0]!;
    reviewed.carritoDetalle[0]!.producto.precio!.precio = '3.00';
    cartApi.reviewGuestCart.mockResolvedValueOnce(reviewed);
    await cart().load('caracas');
    expect(cartApi.reviewGuestCart).toHaveBeenCalledWith('caracas', [{ cantidad: 2, producto: { id: 1 } }]);
    expect(cart().invitado.caracas![0]!.item.precio!.precio).toBe('3.00');

    const late = deferred<typeof reviewed>();
    cartApi.reviewGuestCart.mockReturnValueOnce(late.promise);
    const loading = cart().load('caracas');
    expect(cart().loading).toBe(true);
    expect(cart().selectPage(0)).toBe(false);
    await cart().addItem('caracas', producto(2), 1, 1);
    late.resolve(reviewed);
    await loading;
    expect(guestLines()).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('customer cart', () => {
  beforeEach(logIn);

  it('adds with accumulation on the active page through /individual', async () => {
    cartApi.saveCartLine.mockResolvedValueOnce(serverCart(0, [{ id: 1, cantidad: 4 }]));
    expect(await cart().addItem('caracas', producto(1), 1, 2)).toBe(true);
    expect(cartApi.saveCartLine).toHaveBeenCalledWith('caracas', { pagina: 0, productoId: 1, cantidad: 2, acumular: true });
    expect(serverLines()).toEqual([[1, 4]]);
    expect(cart().invitado).toEqual({});
  });

  it('uses the chosen tab and sets quantities (<= 0 sends 0, which removes)', async () => {
    expect(cart().selectPage(2)).toBe(true);
    cartApi.saveCartLine.mockResolvedValue(serverCart(2, []));
    await cart().addItem('caracas', producto(1), 1, 1);
    expect(cartApi.saveCartLine).toHaveBeenLastCalledWith('caracas', { pagina: 2, productoId: 1, cantidad: 1, acumular: true });
    await cart().setQuantity('caracas', 2, 1, -4);
    expect(cartApi.saveCartLine).toHaveBeenLastCalledWith('caracas', { pagina: 2, productoId: 1, cantidad: 0, acumular: false });
  });

  it('ignores every change while a save is in progress', async () => {
    const pending = deferred<CarritoRespuesta>();
    cartApi.saveCartLine.mockReturnValueOnce(pending.promise);
    const first = cart().addItem('caracas', producto(1), 1, 1);
    expect(cart().saving).toBe(true);
    expect(await cart().addItem('caracas', producto(2), 1, 1)).toBe(false);
    expect(await cart().setQuantity('caracas', 0, 1, 3)).toBe(false);
    expect(await cart().clearPage('caracas', 0)).toBe(false);
    expect(await cart().addItems('caracas', [{ producto: producto(3), tipo: 1, cantidad: 1 }])).toBe(false);
    pending.resolve(serverCart(0, [{ id: 1, cantidad: 1 }]));
    expect(await first).toBe(true);
    expect(cart().saving).toBe(false);
    expect(cartApi.saveCartLine).toHaveBeenCalledTimes(1);
    expect(cartApi.clearCart).not.toHaveBeenCalled();
  });

  it('keeps the cart when a save fails (the API client routed the error)', async () => {
    cartApi.saveCartLine.mockRejectedValueOnce(new Error('401'));
    expect(await cart().addItem('caracas', producto(1), 1, 1)).toBe(false);
    expect(cart().saving).toBe(false);
  });

  it('does not let a slower read overwrite a change saved meanwhile', async () => {
    const read = deferred<CarritoRespuesta>();
    cartApi.fetchCart.mockReturnValueOnce(read.promise);
    const loading = cart().load('caracas');
    cartApi.saveCartLine.mockResolvedValueOnce(serverCart(0, [{ id: 1, cantidad: 2 }]));
    await cart().addItem('caracas', producto(1), 1, 2);
    read.resolve(serverCart(0, []));
    await loading;
    expect(serverLines()).toEqual([[1, 2]]);
  });

  it('merges the guest cart of the zone once after login, then forgets it', async () => {
    useCartStore.setState({ invitado: { caracas: [{ cantidad: 3, item: { ...producto(1), tipo: 2 } }] } });
    cartApi.mergeGuestCart.mockResolvedValueOnce(serverCart(0, [{ id: 1, cantidad: 5 }]));
    await Promise.all([cart().mergeGuest('caracas'), cart().mergeGuest('caracas')]);
    expect(cartApi.mergeGuestCart).toHaveBeenCalledTimes(1);
    expect(cartApi.mergeGuestCart).toHaveBeenCalledWith('caracas', [{ cantidad: 3, producto: { id: 1 } }]);
    expect(serverLines()).toEqual([[1, 5]]);
    expect(cart().invitado).toEqual({});
  });

  it('keeps the guest cart when the merge fails', async () => {
    useCartStore.setState({ invitado: { caracas: [{ cantidad: 3, item: { ...producto(1), tipo: 1 } }] } });
    cartApi.mergeGuestCart.mockResolvedValueOnce(null);
    await cart().mergeGuest('caracas');
    expect(guestLines()).toEqual([[1, 3]]);
  });

  it('adds a whole list as consecutive accumulating saves', async () => {
    cartApi.saveCartLine
      .mockResolvedValueOnce(serverCart(0, [{ id: 1, cantidad: 2 }]))
      .mockResolvedValueOnce(serverCart(0, [{ id: 1, cantidad: 2 }, { id: 2, cantidad: 6 }]));
    const items = [
      { producto: producto(1), tipo: 1 as const, cantidad: 2 },
      { producto: producto(2), tipo: 1 as const, cantidad: 6 },
    ];
    expect(await cart().addItems('caracas', items)).toBe(true);
    expect(serverLines()).toEqual([
      [1, 2],
      [2, 6],
    ]);
  });

  it('shows nothing of another customer or zone', async () => {
    cartApi.fetchCart.mockResolvedValueOnce(serverCart(0, [{ id: 1, cantidad: 2 }]));
    await cart().load('caracas');
    expect(pageLines(cart(), 'valencia', 0, UID)).toEqual([]);
    expect(pageLines(cart(), 'caracas', 0, 'otro')).toEqual([]);
    cart().resetServer();
    expect(serverLines()).toEqual([]);
  });
});

describe('cached cart on reload', () => {
  it('restores a well-formed cache', async () => {
    const lines = [{ cantidad: 2, item: { ...producto(1), tipo: 1 } }];
    storage.set('carrito', JSON.stringify({ state: { invitado: { caracas: lines } }, version: 1 }));
    await useCartStore.persist.rehydrate();
    expect(guestLines()).toEqual([[1, 2]]);
  });

  it.each([
    ['broken lines', JSON.stringify({ state: { invitado: { caracas: [{ cantidad: 'dos' }] } }, version: 1 })],
    ['a wrong shape', JSON.stringify({ state: { invitado: [1, 2] }, version: 1 })],
    ['no state', JSON.stringify({ version: 1 })],
  ])('resets a malformed cache (%s) to empty carts', async (_, raw) => {
    useCartStore.setState({ invitado: { caracas: [{ cantidad: 1, item: { ...producto(1), tipo: 1 } }] } });
    storage.set('carrito', raw);
    await useCartStore.persist.rehydrate();
    expect(cart().invitado).toEqual({});
  });

  it('remembers the active cart page across reloads, and only a valid one', async () => {
    useCartStore.setState({ pagina: 2 });
    expect(JSON.parse(storage.get('carrito')!).state.pagina).toBe(2);
    useCartStore.setState({ pagina: 0 });
    storage.set('carrito', JSON.stringify({ state: { invitado: {}, pagina: 1 }, version: 1 }));
    await useCartStore.persist.rehydrate();
    expect(cart().pagina).toBe(1);
    for (const bad of [7, -1, 1.5, '2', null]) {
      storage.set('carrito', JSON.stringify({ state: { invitado: {}, pagina: bad }, version: 1 }));
      await useCartStore.persist.rehydrate();
      expect(cart().pagina).toBe(0);
    }
  });

  it('a reload (no server carts yet) keeps the active page; a logout starts over on cart 1', () => {
    useCartStore.setState({ pagina: 2, servidor: null });
    cart().resetServer();
    expect(cart().pagina).toBe(2);
    useCartStore.setState({ pagina: 2, servidor: { zona: 'caracas', uid: UID, paginas: [] } });
    cart().resetServer();
    expect(cart().pagina).toBe(0);
  });

  it('migrates a version 0 cache', async () => {
    const items = [{ cantidad: 4, item: { ...producto(7), tipo: 2 } }];
    storage.set('carrito', JSON.stringify({ state: { carrito: { caracas: [{ pagina: 0, items }] } }, version: 0 }));
    await useCartStore.persist.rehydrate();
    expect(guestLines()).toEqual([[7, 4]]);
  });
});
