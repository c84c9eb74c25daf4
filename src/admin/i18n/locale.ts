/** Locale of dates and numbers shown in the back office. */
export const DISPLAY_LOCALE = 'es-VE';
