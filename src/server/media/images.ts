/**
 * Image processing and storage. An upload is checked to be a real image (decoded by sharp, size and
 * pixel limits), auto-rotated, stripped of metadata and written as webp in three widths (sm 160, md 480,
 * lg 960, never enlarged) named by a content hash, to the local uploads folder (served at /uploads) or
 * to an S3-compatible bucket.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import type { ImagenProcesada } from '../catalog/tables';
import type { S3Config } from '../config';
import { badRequest } from '../errors';

export interface ImageStore {
  /** Validates and processes an image, stores its sizes under `prefix` (e.g. 'categoria/12'). */
  saveImage(prefix: string, input: Buffer): Promise<ImagenProcesada>;
  /** Deletes a stored image's files; files already gone are ignored. */
  remove(img: ImagenProcesada | null): Promise<void>;
}

export interface ImageStoreOptions {
  s3: S3Config | null;
  uploadsDir: string;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_WIDTHS = { sm: 160, md: 480, lg: 960 } as const;
/** Public path of locally stored images. */
export const UPLOADS_PATH = '/uploads';

// 'heif' is how sharp reports AVIF; SVG is accepted for the generated demo images
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'svg']);
const PREFIX = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;
const KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\/[a-f0-9]+-(sm|md|lg)\.webp$/i;

const invalid = (detalle: string) => badRequest('La imagen no es válida', { imagen: detalle });

interface Variant {
  size: keyof typeof IMAGE_WIDTHS;
  data: Buffer;
  width: number;
  height: number;
}

async function decodeOptions(input: Buffer): Promise<SharpOptions> {
  if (input.length === 0) throw invalid('El archivo está vacío');
  if (input.length > MAX_IMAGE_BYTES) throw invalid('La imagen supera el tamaño máximo de 5 MB');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid('El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF');
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw invalid('El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF');
  // vector images are rendered at the density that fills the largest width
  const density = meta.format === 'svg' ? Math.min(2400, Math.max(72, (72 * IMAGE_WIDTHS.lg) / meta.width)) : undefined;
  const scale = density ? density / 72 : 1;
  if (meta.width * scale * meta.height * scale > MAX_IMAGE_PIXELS) throw invalid('La imagen supera los 40 megapíxeles');
  return { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true, density };
}

async function processImage(input: Buffer): Promise<Variant[]> {
  const options = await decodeOptions(input);
  try {
    // decode (or render, for SVG) once at the largest width; every size is resized from those pixels
    const base = await sharp(input, options)
      .resize({ width: IMAGE_WIDTHS.lg, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    return await Promise.all(
      (Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[]).map(async (size) => {
        const { data, info } = await sharp(base.data, { raw })
          .resize({ width: IMAGE_WIDTHS[size], withoutEnlargement: true })
          // effort 2 encodes several times faster than the default 4 for files a few percent larger
          .webp({ quality: 82, effort: 2 })
          .toBuffer({ resolveWithObject: true });
        return { size, data, width: info.width, height: info.height };
      }),
    );
  } catch {
    throw invalid('La imagen está dañada o no se puede procesar');
  }
}

/** Where processed files go: a key like 'categoria/12/ab12cd-md.webp' and its public URL. */
interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  url(key: string): string;
  /** The key of one of this storage's URLs, or null for a foreign URL. */
  keyOf(url: string): string | null;
  delete(key: string): Promise<void>;
}

function keyFromUrl(url: string, base: string): string | null {
  if (!url.startsWith(`${base}/`)) return null;
  const key = url.slice(base.length + 1);
  return KEY.test(key) ? key : null;
}

function localStorage(uploadsDir: string): Storage {
  return {
    async put(key, data) {
      const path = join(uploadsDir, key);
      await mkdir(dirname(path), { recursive: true });
      // write then rename: a reader never sees a half-written file
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    url: (key) => `${UPLOADS_PATH}/${key}`,
    keyOf: (url) => keyFromUrl(url, UPLOADS_PATH),
    async delete(key) {
      await unlink(join(uploadsDir, key)).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
    },
  };
}

function s3Storage(cfg: S3Config): Storage {
  // the SDK is loaded only when a bucket is configured
  const sdk = import('@aws-sdk/client-s3').then((m) => ({
    m,
    client: new m.S3Client({
      endpoint: cfg.endpoint,
      region: cfg.region,
      forcePathStyle: true,
      credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    }),
  }));
  sdk.catch(() => undefined);
  return {
    async put(key, data) {
      const { m, client } = await sdk;
      await client.send(
        new m.PutObjectCommand({
          Bucket: cfg.bucket,
          Key: key,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    url: (key) => `${cfg.publicUrl}/${key}`,
    keyOf: (url) => keyFromUrl(url, cfg.publicUrl),
    async delete(key) {
      const { m, client } = await sdk;
      await client.send(new m.DeleteObjectCommand({ Bucket: cfg.bucket, Key: key }));
    },
  };
}

export function createImageStore({ s3, uploadsDir }: ImageStoreOptions): ImageStore {
  const storage = s3 ? s3Storage(s3) : localStorage(uploadsDir);
  return {
    async saveImage(prefix, input) {
      if (!PREFIX.test(prefix)) throw new Error(`prefijo de imagen inválido: ${prefix}`);
      const variants = await processImage(input);
      const hash = createHash('sha256').update(input).digest('hex').slice(0, 16);
      const sizes: Record<string, string> = {};
      await Promise.all(
        variants.map(async (v) => {
          const key = `${prefix}/${hash}-${v.size}.webp`;
          await storage.put(key, v.data);
          sizes[v.size] = storage.url(key);
        }),
      );
      const largest = variants.find((v) => v.size === 'lg')!;
      return { sizes: { sm: sizes.sm!, md: sizes.md!, lg: sizes.lg! }, width: largest.width, height: largest.height };
    },
    async remove(img) {
      if (!img) return;
      const keys = Object.values(img.sizes)
        .map((url) => storage.keyOf(url))
        .filter((k): k is string => k !== null);
      await Promise.all(keys.map((k) => storage.delete(k)));
    },
  };
}
