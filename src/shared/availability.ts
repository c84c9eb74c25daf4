/**
 * The availability key of ARCHITECTURE.md: 'zon' + zonaId + 'ust' + usuarioTipoId. The search record keeps
 * one entry per key and lists the keys a product is sellable under in `disponible`, so the storefront's
 * filter for a shopper is `disponible:<key>`. The indexer and the storefront both build it here.
 */
export function availabilityKey(zonaId: number, usuarioTipoId: number): string {
  return `zon${zonaId}ust${usuarioTipoId}`;
}

/** The filter every storefront search sends for the shopper's zone and plan. */
export function storefrontFilter(zonaId: number, usuarioTipoId: number): string {
  return `disponible:${availabilityKey(zonaId, usuarioTipoId)}`;
}
