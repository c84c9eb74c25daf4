/**
 * Flat pictograms for the generated product and category images, drawn in a 200 x 200 box:
 * `a` is the accent colour, `d` a darker shade for details, white for highlights.
 */
import type { Pictogram } from './catalog-types';

type Draw = (a: string, d: string) => string;

const W = '#FFFFFF';

const DRAWINGS: Record<Pictogram, Draw> = {
  saco: (a, d) =>
    `<path d="M62 48 L138 48 L130 66 Q168 104 156 160 Q152 178 134 178 L66 178 Q48 178 44 160 Q32 104 70 66 Z" fill="${a}"/>` +
    `<path d="M62 48 L138 48 L132 62 L68 62 Z" fill="${d}"/><rect x="64" y="104" width="72" height="40" rx="8" fill="${W}"/>` +
    `<rect x="76" y="118" width="48" height="6" rx="3" fill="${d}"/><rect x="84" y="130" width="32" height="5" rx="2.5" fill="${a}"/>`,
  paquete: (a, d) =>
    `<path d="M48 40 L152 40 L152 172 L48 172 Z" fill="${a}"/><path d="M48 40 L56 30 L64 40 L72 30 L80 40 L88 30 L96 40 L104 30 L112 40 L120 30 L128 40 L136 30 L144 40 L152 30 L152 40 Z" fill="${d}"/>` +
    `<ellipse cx="100" cy="108" rx="36" ry="30" fill="${W}"/><path d="M76 100 Q100 84 124 100 M74 112 Q100 96 126 112 M78 124 Q100 108 122 124" stroke="${a}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  botella: (a, d) =>
    `<rect x="86" y="22" width="28" height="18" rx="4" fill="${d}"/><path d="M88 40 L112 40 L112 58 Q138 74 138 104 L138 170 Q138 180 128 180 L72 180 Q62 180 62 170 L62 104 Q62 74 88 58 Z" fill="${a}"/>` +
    `<rect x="62" y="110" width="76" height="40" fill="${W}"/><rect x="74" y="124" width="52" height="12" rx="6" fill="${d}"/><rect x="72" y="74" width="8" height="28" rx="4" fill="${W}" opacity="0.5"/>`,
  lata: (a, d) =>
    `<rect x="54" y="44" width="92" height="128" rx="10" fill="${a}"/><ellipse cx="100" cy="44" rx="46" ry="12" fill="${d}"/><ellipse cx="100" cy="172" rx="46" ry="12" fill="${a}"/>` +
    `<rect x="54" y="86" width="92" height="48" fill="${W}"/><rect x="70" y="104" width="60" height="12" rx="6" fill="${d}"/><rect x="64" y="56" width="8" height="24" rx="4" fill="${W}" opacity="0.5"/>`,
  frasco: (a, d) =>
    `<rect x="66" y="30" width="68" height="26" rx="6" fill="${d}"/><rect x="52" y="56" width="96" height="122" rx="20" fill="${a}"/>` +
    `<rect x="64" y="92" width="72" height="50" rx="8" fill="${W}"/><circle cx="100" cy="117" r="14" fill="${a}"/><rect x="62" y="66" width="8" height="20" rx="4" fill="${W}" opacity="0.5"/>`,
  caja: (a, d) =>
    `<path d="M40 70 L100 44 L160 70 L100 96 Z" fill="${d}"/><path d="M40 70 L100 96 L100 176 L40 150 Z" fill="${a}"/><path d="M160 70 L100 96 L100 176 L160 150 Z" fill="${a}" opacity="0.8"/>` +
    `<path d="M58 104 L86 116 L86 142 L58 130 Z" fill="${W}"/>`,
  carton: (a, d) =>
    `<path d="M62 62 L100 28 L138 62 Z" fill="${d}"/><rect x="90" y="22" width="20" height="10" rx="3" fill="${d}"/><rect x="62" y="62" width="76" height="118" rx="4" fill="${a}"/>` +
    `<path d="M62 110 Q80 98 100 110 T138 110 L138 180 L62 180 Z" fill="${W}"/><circle cx="100" cy="146" r="14" fill="${a}"/>`,
  taza: (a, d) =>
    `<path d="M48 84 L144 84 L136 160 Q134 176 118 176 L74 176 Q58 176 56 160 Z" fill="${a}"/><path d="M142 98 Q172 100 168 126 Q164 148 136 146" stroke="${a}" stroke-width="12" fill="none"/>` +
    `<path d="M78 70 Q70 56 80 44 Q90 32 82 20 M104 70 Q96 56 106 44 Q116 32 108 20" stroke="${d}" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="66" y="112" width="60" height="10" rx="5" fill="${W}"/>`,
  queso: (a, d) =>
    `<path d="M30 136 L150 64 L172 136 Z" fill="${a}"/><rect x="30" y="136" width="142" height="34" fill="${d}"/>` +
    `<circle cx="128" cy="110" r="12" fill="${W}"/><circle cx="94" cy="122" r="8" fill="${W}"/><circle cx="150" cy="150" r="8" fill="${W}" opacity="0.6"/><circle cx="72" cy="154" r="6" fill="${W}" opacity="0.6"/>`,
  huevo: (a, d) =>
    `<ellipse cx="74" cy="112" rx="36" ry="48" fill="${a}"/><ellipse cx="130" cy="122" rx="36" ry="48" fill="${d}"/>` +
    `<ellipse cx="62" cy="94" rx="8" ry="14" fill="${W}" opacity="0.6"/><ellipse cx="118" cy="104" rx="8" ry="14" fill="${W}" opacity="0.5"/>`,
  embutido: (a, d) =>
    `<path d="M40 150 Q30 80 100 58 Q160 42 168 76 Q174 104 120 116 Q78 126 76 158 Q70 182 52 176 Q42 170 40 150 Z" fill="${a}"/>` +
    `<circle cx="166" cy="74" r="8" fill="${d}"/><circle cx="104" cy="82" r="6" fill="${W}"/><circle cx="72" cy="110" r="6" fill="${W}"/><circle cx="130" cy="92" r="4" fill="${W}"/><circle cx="58" cy="144" r="4" fill="${W}"/>`,
  fruta: (a, d) =>
    `<path d="M100 64 Q132 44 156 70 Q178 100 160 140 Q144 178 116 172 Q100 168 84 172 Q56 178 40 140 Q22 100 44 70 Q68 44 100 64 Z" fill="${a}"/>` +
    `<path d="M100 64 Q98 44 108 28" stroke="${d}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M106 44 Q128 22 150 34 Q132 56 106 44 Z" fill="${d}"/><ellipse cx="64" cy="100" rx="9" ry="18" fill="${W}" opacity="0.5"/>`,
  hoja: (a, d) =>
    `<path d="M40 168 Q30 70 120 38 Q158 26 170 34 Q178 52 164 90 Q136 166 40 168 Z" fill="${a}"/>` +
    `<path d="M44 164 Q100 110 150 54 M86 124 L84 88 M110 98 L136 100 M66 146 L104 146" stroke="${d}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  carne: (a, d) =>
    `<path d="M44 96 Q40 52 92 44 Q150 36 166 80 Q178 120 144 150 Q110 178 70 164 Q46 152 44 96 Z" fill="${a}"/>` +
    `<path d="M64 100 Q72 70 104 66 Q138 64 146 92" stroke="${W}" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="110" cy="114" r="16" fill="${W}"/><circle cx="110" cy="114" r="7" fill="${d}"/>`,
  pez: (a, d) =>
    `<path d="M28 104 Q70 48 128 68 Q150 76 162 104 Q150 132 128 140 Q70 160 28 104 Z" fill="${a}"/><path d="M150 104 L184 70 L184 138 Z" fill="${d}"/>` +
    `<circle cx="62" cy="96" r="9" fill="${W}"/><circle cx="62" cy="96" r="4" fill="${d}"/><path d="M94 84 Q104 104 94 124 M116 84 Q126 104 116 124" stroke="${W}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  pan: (a, d) =>
    `<path d="M30 130 Q30 72 100 66 Q170 72 170 130 Q170 156 144 156 L56 156 Q30 156 30 130 Z" fill="${a}"/>` +
    `<path d="M66 84 L78 116 M96 78 L108 112 M126 84 L138 116" stroke="${d}" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="44" y="146" width="112" height="10" rx="5" fill="${d}"/>`,
  copo: (a, d) =>
    `<circle cx="100" cy="104" r="74" fill="${a}"/>` +
    `<path d="M100 48 L100 160 M52 76 L148 132 M52 132 L148 76 M88 56 L100 68 L112 56 M88 152 L100 140 L112 152" stroke="${W}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="100" cy="104" r="10" fill="${d}"/>`,
  copa: (a, d) =>
    `<path d="M58 30 L142 30 Q146 96 100 112 Q54 96 58 30 Z" fill="${a}"/><path d="M62 62 L138 62 Q132 96 100 104 Q68 96 62 62 Z" fill="${d}"/>` +
    `<rect x="94" y="110" width="12" height="50" fill="${a}"/><ellipse cx="100" cy="166" rx="38" ry="10" fill="${a}"/><rect x="70" y="38" width="6" height="20" rx="3" fill="${W}" opacity="0.6"/>`,
  galleta: (a, d) =>
    `<circle cx="100" cy="104" r="72" fill="${a}"/><circle cx="100" cy="104" r="56" fill="none" stroke="${W}" stroke-width="4" stroke-dasharray="6 10" opacity="0.7"/>` +
    `<circle cx="78" cy="84" r="9" fill="${d}"/><circle cx="122" cy="90" r="8" fill="${d}"/><circle cx="92" cy="126" r="10" fill="${d}"/><circle cx="130" cy="130" r="7" fill="${d}"/><circle cx="66" cy="118" r="6" fill="${d}"/>`,
  spray: (a, d) =>
    `<path d="M70 60 L126 60 L126 44 L92 44 L70 34 Z" fill="${d}"/><path d="M126 48 L150 54 L146 62 L126 58 Z" fill="${d}"/>` +
    `<path d="M74 60 L122 60 L134 90 L134 172 Q134 180 126 180 L70 180 Q62 180 62 172 L62 90 Z" fill="${a}"/><rect x="62" y="112" width="72" height="40" fill="${W}"/><circle cx="98" cy="132" r="11" fill="${a}"/>`,
  rollo: (a, d) =>
    `<rect x="44" y="58" width="100" height="104" fill="${a}"/><ellipse cx="144" cy="110" rx="22" ry="52" fill="${W}"/><ellipse cx="144" cy="110" rx="8" ry="20" fill="${d}"/>` +
    `<ellipse cx="44" cy="110" rx="22" ry="52" fill="${a}"/><path d="M144 162 L144 184 L112 184 L112 162" fill="${W}"/>`,
  jabon: (a, d) =>
    `<rect x="38" y="82" width="124" height="80" rx="30" fill="${a}"/><rect x="62" y="104" width="76" height="36" rx="14" fill="${W}" opacity="0.8"/>` +
    `<circle cx="70" cy="56" r="14" fill="${d}" opacity="0.6"/><circle cx="104" cy="44" r="10" fill="${d}" opacity="0.5"/><circle cx="136" cy="60" r="8" fill="${d}" opacity="0.4"/>`,
  tubo: (a, d) =>
    `<path d="M40 84 L136 62 L136 142 L40 120 Z" fill="${a}"/><rect x="136" y="82" width="22" height="40" rx="4" fill="${d}"/><rect x="28" y="80" width="14" height="44" rx="3" fill="${d}"/>` +
    `<path d="M62 96 L114 86 L114 118 L62 110 Z" fill="${W}"/>`,
  biberon: (a, d) =>
    `<path d="M90 18 Q100 8 110 18 L114 40 L86 40 Z" fill="${d}"/><rect x="76" y="40" width="48" height="18" rx="6" fill="${d}"/><rect x="66" y="58" width="68" height="120" rx="24" fill="${a}"/>` +
    `<path d="M84 88 L100 88 M84 112 L104 112 M84 136 L100 136" stroke="${W}" stroke-width="7" stroke-linecap="round"/>`,
  hueso: (a, d) =>
    `<path d="M60 74 L140 134" stroke="${a}" stroke-width="30" stroke-linecap="round"/><circle cx="50" cy="82" r="20" fill="${a}"/><circle cx="68" cy="60" r="20" fill="${a}"/>` +
    `<circle cx="150" cy="126" r="20" fill="${a}"/><circle cx="132" cy="148" r="20" fill="${a}"/><path d="M76 90 L124 124" stroke="${d}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`,
};

/** The pictogram's SVG elements translated and scaled to fit a square of `size` at (x, y). */
export function pictogram(kind: Pictogram, x: number, y: number, size: number, accent: string, dark: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 200})">${DRAWINGS[kind](accent, dark)}</g>`;
}
