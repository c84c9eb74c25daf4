/** URL slugs for categories and other catalog entities: lowercase ASCII words joined by hyphens. */

export const SLUG_MAX_LENGTH = 120;

/** 'Frutas y Verduras Ñame' -> 'frutas-y-verduras-name': accents stripped, anything else becomes '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
