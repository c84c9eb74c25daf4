/**
 * Generated SVG banners of the demo advertising: wide home sliders (3:1) and offer images (2:1), in a
 * category's palette with one of the catalog pictograms and a short bold headline.
 */
import type { Palette, Pictogram } from './catalog-types';
import { pictogram } from './pictograms';

const FONT = "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'Arial Narrow', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface BannerArtwork {
  titulo: string;
  subtitulo: string;
  pictograma: Pictogram;
  paleta: Palette;
}

function text(x: number, y: number, size: number, color: string, content: string, weight = 'bold'): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${color}">${escapeXml(content)}</text>`;
}

/** 1200 x 400: headline and subtitle on the left, the pictogram on a white disc on the right. */
export function sliderSvg(b: BannerArtwork): string {
  const { fondo, acento, tinta } = b.paleta;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<rect width="1200" height="400" fill="${fondo}"/>` +
    `<circle cx="1100" cy="40" r="240" fill="${acento}" opacity="0.12"/><circle cx="60" cy="400" r="160" fill="${acento}" opacity="0.08"/>` +
    `<circle cx="930" cy="200" r="150" fill="#FFFFFF"/>` +
    pictogram(b.pictograma, 810, 80, 240, acento, tinta) +
    `<rect x="80" y="92" width="120" height="10" rx="5" fill="${acento}"/>` +
    text(80, 190, 66, tinta, b.titulo) +
    text(80, 256, 36, tinta, b.subtitulo, 'normal') +
    `<rect x="80" y="290" width="210" height="56" rx="28" fill="${acento}"/>` +
    text(112, 328, 30, '#FFFFFF', 'Ver productos') +
    `</svg>`
  );
}

/** 800 x 400: a large discount figure over the palette, the pictogram in the corner. */
export function offerSvg(b: BannerArtwork): string {
  const { fondo, acento, tinta } = b.paleta;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">` +
    `<rect width="800" height="400" fill="${acento}"/>` +
    `<rect x="24" y="24" width="752" height="352" rx="28" fill="${fondo}"/>` +
    `<circle cx="630" cy="210" r="130" fill="#FFFFFF"/>` +
    pictogram(b.pictograma, 530, 110, 200, acento, tinta) +
    text(70, 170, 84, acento, b.titulo) +
    text(70, 240, 38, tinta, b.subtitulo) +
    text(70, 310, 28, tinta, 'Hasta agotar existencias', 'normal') +
    `</svg>`
  );
}
