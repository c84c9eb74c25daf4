/** Category slugs in storefront URLs (spec section 5): the first hyphen is stripped when looked up. */

/** '-viveres' and 'viveres' name the same category; only one leading hyphen goes. */
export function lookupSlug(raw: string): string {
  return raw.startsWith('-') ? raw.slice(1) : raw;
}
