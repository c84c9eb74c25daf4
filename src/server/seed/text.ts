/** Text helpers of the demo data: money in cents and EAN-13 codes. */

/** Integer cents as a decimal string with two places (135 -> '1.35'). */
export function centsToAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A 13-digit barcode with the Venezuelan GS1 prefix 759 and a valid check digit. */
export function ean13(company: number, item: number): string {
  const body = `759${String(company).padStart(4, '0')}${String(item).padStart(5, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}
