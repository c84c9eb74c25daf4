/** Client settings, read once from the build environment. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/backend';

/** Sent on every request as X-App-Kind (spec section 7). */
export const APP_KIND = 'website';

export const APP_STORE_URL: string = import.meta.env.VITE_APP_STORE_URL ?? 'https://www.apple.com/ve/app-store/';
export const PLAY_STORE_URL: string =
  import.meta.env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=Mercado%20en%20Zonas&c=apps';
