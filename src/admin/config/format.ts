import { DISPLAY_LOCALE } from '../i18n/locale';

const rate = new Intl.NumberFormat(DISPLAY_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percent = new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** A rate as staff read it ('245,87', '250,125'). */
export const formatTasa = (tasa: string) => rate.format(Number(tasa));

/** The change from one rate to the next ('+1,73 %'). */
export const variacion = (antes: string, despues: string) => percent.format(Number(despues) / Number(antes) - 1);
