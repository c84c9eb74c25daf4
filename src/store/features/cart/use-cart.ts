/** What the cart panel and the cart button read: the current zone's active page for this shopper. */
import { useCustomerUid } from '../../lib/use-website';
import { pageLines, useCartStore } from '../../state/cart';
import { useZoneStore } from '../../state/zone';

export function useCartView() {
  const zona = useZoneStore((s) => s.zona?.slug ?? null);
  const uid = useCustomerUid();
  const pagina = useCartStore((s) => (uid ? s.pagina : 0));
  const lines = useCartStore((s) => (zona ? pageLines(s, zona, pagina, uid) : pageLines(s, '', 0, null)));
  const saving = useCartStore((s) => s.saving);
  const loading = useCartStore((s) => s.loading);
  return { zona, uid, pagina, lines, saving, loading };
}
