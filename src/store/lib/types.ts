/** Wire shapes the storefront reads: the shared contracts (types only, so no schema code is bundled). */
export type { Profile } from '../../shared/contracts/auth';
export type { MenuCategoria } from '../../shared/contracts/catalog';
export type { LinkMenu, Moneda, Resolve as WebsiteResolve, Zona } from '../../shared/contracts/website';

/** Error body of every API failure. */
export interface ApiErrorBody {
  codigo: number;
  mensaje: string;
  errores?: Record<string, string>;
  estatus?: number;
}
