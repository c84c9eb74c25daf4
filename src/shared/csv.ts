/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is written
 * as text with a leading apostrophe: every CSV export, the server's and the back office's, goes through it.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
