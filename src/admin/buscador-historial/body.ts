/** Comma-separated words as the list the server takes. */
export function splitWords(text: string): string[] {
  return text.split(',').map((w) => w.trim());
}

/** The form's words: the loaded list, or the text typed in its input. */
export function wordsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? splitWords(value) : [];
}

/** The body of a synonym set: its words as typed (the server trims, lower-cases and checks them). */
export function sinonimoBody(data: Record<string, unknown>): Record<string, unknown> {
  return { palabras: wordsOf(data.palabras) };
}
