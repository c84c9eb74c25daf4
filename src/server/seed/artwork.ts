/**
 * Generated SVG cards for demo products and categories: the category palette, a pictogram and the
 * short name in bold condensed type, sized to stay legible at the 160 px thumbnail.
 */
import type { Palette, Pictogram } from './catalog-types';
import { pictogram } from './pictograms';

const SIZE = 600;
const FONT = "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'Arial Narrow', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits words into `count` lines minimising the longest line (names are short: brute force is fine). */
function balance(words: string[], count: number): string[] {
  if (count === 1 || words.length <= 1) return [words.join(' ')];
  let best: string[] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut++) {
    const lines = [words.slice(0, cut).join(' '), ...balance(words.slice(cut), count - 1)];
    if (!best.length || Math.max(...lines.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = lines;
  }
  return best;
}

/** The fewest balanced lines within maxChars, up to maxLines; the last line is cut with an ellipsis. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/);
  for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
    const lines = balance(words, count);
    if (lines.every((l) => l.length <= maxChars)) return lines;
  }
  return balance(words, Math.min(maxLines, words.length)).map((l) => (l.length > maxChars ? l.slice(0, maxChars - 1) + '…' : l));
}

/** Name lines with the largest type that fits: up to 2 lines at 54 px, else 3 lines at 44 px. */
function nameBlock(name: string, top: number, color: string): string {
  const big = wrap(name, 18, 3);
  const [size, lines] = big.length <= 2 && big.every((l) => l.length <= 18) ? [54, big] : [44, wrap(name, 22, 3)];
  const lineHeight = size * 1.12;
  return lines
    .map(
      (line, i) =>
        `<text x="${SIZE / 2}" y="${top + size + i * lineHeight}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${color}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function frame(paleta: Palette, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${paleta.fondo}"/>` +
    `<circle cx="540" cy="70" r="170" fill="${paleta.acento}" opacity="0.10"/><circle cx="40" cy="560" r="120" fill="${paleta.acento}" opacity="0.08"/>` +
    body +
    `<rect y="${SIZE - 14}" width="${SIZE}" height="14" fill="${paleta.acento}"/></svg>`
  );
}

export interface ProductArtwork {
  nombreCorto: string;
  presentacion: string;
  pictograma: Pictogram;
  paleta: Palette;
}

export function productSvg(p: ProductArtwork): string {
  const badgeWidth = Math.max(96, 28 + p.presentacion.length * 21);
  return frame(
    p.paleta,
    `<circle cx="300" cy="214" r="158" fill="#FFFFFF"/>` +
      pictogram(p.pictograma, 165, 79, 270, p.paleta.acento, p.paleta.tinta) +
      `<rect x="28" y="28" width="${badgeWidth}" height="58" rx="29" fill="${p.paleta.acento}"/>` +
      `<text x="${28 + badgeWidth / 2}" y="68" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="34" fill="#FFFFFF">${escapeXml(p.presentacion)}</text>` +
      nameBlock(p.nombreCorto, 388, p.paleta.tinta),
  );
}

export function categorySvg(nombre: string, pictograma: Pictogram, paleta: Palette): string {
  return frame(
    paleta,
    `<circle cx="300" cy="224" r="176" fill="#FFFFFF"/>` +
      pictogram(pictograma, 150, 74, 300, paleta.acento, paleta.tinta) +
      nameBlock(nombre, 414, paleta.tinta),
  );
}
