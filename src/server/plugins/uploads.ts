/**
 * Image uploads: the image store (app.images), multipart parsing limited to one 5 MB file, the helper
 * routes use to read it, and /uploads/* served from the local folder when no S3 bucket is configured.
 * @fastify/multipart's own onRequest and onResponse hooks are left out: they only delete the temporary
 * files of saveRequestFiles() (disk mode), and an upload here is read as one buffer (readUploadedImage),
 * so every request of the API would run two async hooks for nothing.
 */
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';
import { createImageStore, MAX_IMAGE_BYTES, UPLOADS_PATH, type ImageStore } from '../media/images';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** The multipart field that carries the image. */
export const UPLOAD_FIELD = 'imagen';
/** Header every upload request carries (the client sends uploads without the JSON content type). */
export const UPLOAD_HEADER = 'x-upload';

const tooLarge = () => new AppError(413, 'La imagen supera el tamaño máximo de 5 MB', { imagen: 'Máximo 5 MB' });
const notSupported = () => badRequest('La imagen no es válida', { imagen: 'El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF' });

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.subarray(start, end).toString('latin1');
}

/** Accepts only the upload formats of the contract by their signature, whatever the declared type. */
function isAcceptedFormat(buf: Buffer): boolean {
  if (buf.length < 12) return false;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return true;
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return true;
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return true;
  if (ascii(buf, 4, 8) === 'ftyp') {
    const end = Math.min(buf.readUInt32BE(0), buf.length, 64);
    for (let i = 8; i + 4 <= end; i += 4) if (['avif', 'avis'].includes(ascii(buf, i, i + 4))) return true;
  }
  return false;
}

/**
 * Reads the one image of an upload request (field `imagen`, header X-Upload). Spanish 400s for a
 * missing header, a non-multipart body, no file or another field; 413 above 5 MB.
 */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.headers[UPLOAD_HEADER]) throw badRequest('Falta el encabezado X-Upload de la carga de imagen');
  if (!request.isMultipart()) throw badRequest('La imagen debe enviarse como multipart/form-data', { imagen: 'Este campo es obligatorio' });
  let buffer: Buffer;
  try {
    const file = await request.file();
    if (!file) throw badRequest('Debe adjuntar una imagen', { imagen: 'Este campo es obligatorio' });
    if (file.fieldname !== UPLOAD_FIELD)
      throw badRequest(`La imagen debe enviarse en el campo ${UPLOAD_FIELD}`, { [UPLOAD_FIELD]: 'Este campo es obligatorio' });
    buffer = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badRequest('No se pudo leer la imagen enviada', { imagen: 'Carga incompleta o inválida' });
  }
  if (!isAcceptedFormat(buffer)) throw notSupported();
  return buffer;
}

/**
 * Registers a plugin wrapped with fastify-plugin (it runs on `app` itself) without the hooks it would add
 * under those names. Only for hooks known to be useless here (see above).
 */
async function registerWithoutHooks(app: FastifyInstance, names: string[], register: () => PromiseLike<unknown>): Promise<void> {
  const addHook = app.addHook;
  app.addHook = function (this: FastifyInstance, name: string, ...rest: unknown[]) {
    return names.includes(name) ? this : (addHook as (...a: unknown[]) => FastifyInstance).call(this, name, ...rest);
  } as typeof app.addHook;
  try {
    await register();
  } finally {
    app.addHook = addHook;
  }
}

export default fp(
  async function uploadsPlugin(app) {
    const { s3, uploadsDir } = app.config;
    app.decorate('images', createImageStore({ s3, uploadsDir }));
    await registerWithoutHooks(app, ['onRequest', 'onResponse'], () =>
      app.register(multipart, { limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 5, parts: 6 } }),
    );
    if (!s3) {
      mkdirSync(uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: `${UPLOADS_PATH}/`,
        decorateReply: false,
        index: false,
        // file names carry a content hash: a changed image gets a new URL
        maxAge: '365d',
        immutable: true,
      });
    }
  },
  { name: 'uploads' },
);
