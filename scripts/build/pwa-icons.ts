/**
 * The web app manifest's icons (public/icons/), cut from the plan logos' round mark (public/logo-*.svg; the
 * three plans share it, so the normal logo's is used): `npx tsx scripts/build/pwa-icons.ts` after a logo
 * changes; the PNGs are committed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const PLANES = ['normal'] as const;
mkdirSync('public/icons', { recursive: true });

for (const plan of PLANES) {
  const svg = readFileSync(`public/logo-${plan}.svg`, 'utf8');
  // the mark is the first 48x48 of every logo: a square viewBox keeps only it
  const mark = (size: number) =>
    Buffer.from(svg.replace(/viewBox="[^"]*"/, 'viewBox="0 0 48 48"').replace(/width="\d+"/, `width="${size}"`).replace(/height="\d+"/, `height="${size}"`));
  for (const size of [192, 512]) {
    await sharp(mark(size)).png().toFile(`public/icons/icono-${size}.png`);
  }
  // maskable: the mark inside the 80 % safe zone on the brand green
  const inner = Math.round(512 * 0.72);
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1e8e3e' } })
    .composite([{ input: await sharp(mark(inner)).png().toBuffer(), gravity: 'center' }])
    .png()
    .toFile(`public/icons/icono-maskable-512.png`);
}
