import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/errors';
import { createImageStore, type ImageStore } from '../../../src/server/media/images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();

async function expectInvalid(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  expect((error as AppError).message).toBe('La imagen no es válida');
}

describe('local image store', () => {
  let dir: string;
  let store: ImageStore;
  const fileOf = (url: string) => join(dir, url.replace(/^\/uploads\//, ''));

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mz-images-'));
    store = createImageStore({ s3: null, uploadsDir: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes three webp widths named by content hash under the prefix', async () => {
    const img = await store.saveImage('categoria/7', await png(1200, 800));
    expect(img.width).toBe(960);
    expect(img.height).toBe(640);
    expect(Object.keys(img.sizes).sort()).toEqual(['lg', 'md', 'sm']);
    const widths: Record<string, number> = { sm: 160, md: 480, lg: 960 };
    for (const [size, url] of Object.entries(img.sizes)) {
      expect(url).toMatch(new RegExp(`^/uploads/categoria/7/[a-f0-9]{16}-${size}\\.webp$`));
      const meta = await sharp(fileOf(url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(widths[size]);
    }
    const again = await store.saveImage('categoria/7', await png(1200, 800));
    expect(again.sizes).toEqual(img.sizes);
  });

  it('never enlarges a small image', async () => {
    const img = await store.saveImage('categoria/8', await png(100, 50));
    expect(img).toMatchObject({ width: 100, height: 50 });
    for (const url of Object.values(img.sizes)) expect((await sharp(fileOf(url)).metadata()).width).toBe(100);
  });

  it('auto-rotates by EXIF orientation and strips metadata', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const img = await store.saveImage('productos/1', jpeg);
    expect(img).toMatchObject({ width: 100, height: 200 });
    const meta = await sharp(fileOf(img.sizes.lg!)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('renders SVG at the largest width', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#0a0"/></svg>');
    const img = await store.saveImage('productos/2', svg);
    expect(img).toMatchObject({ width: 960, height: 480 });
    expect((await sharp(fileOf(img.sizes.sm!)).metadata()).width).toBe(160);
  });

  it('refuses what is not a valid image, too heavy or too large', async () => {
    await expectInvalid(store.saveImage('x/1', Buffer.from('esto no es una imagen')));
    await expectInvalid(store.saveImage('x/1', Buffer.alloc(0)));
    const ok = await png(300, 300);
    await expectInvalid(store.saveImage('x/1', ok.subarray(0, ok.length - 40)));
    await expectInvalid(store.saveImage('x/1', Buffer.concat([ok, Buffer.alloc(5 * 1024 * 1024)])));
    await expectInvalid(store.saveImage('x/1', await png(8000, 6000)));
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).tiff().toBuffer();
    await expectInvalid(store.saveImage('x/1', tiff));
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });

  it('rejects a prefix that could leave the uploads folder', async () => {
    await expect(store.saveImage('../fuera', await png(10, 10))).rejects.toThrow(/prefijo/);
  });

  it('removes an image’s files, ignoring missing files and foreign URLs', async () => {
    const img = await store.saveImage('categoria/9', await png(500, 500));
    await store.remove(img);
    for (const url of Object.values(img.sizes)) expect(existsSync(fileOf(url))).toBe(false);
    await store.remove(img);
    await store.remove(null);
    await store.remove({ sizes: { sm: 'https://cdn.example/a.webp', md: '/uploads/../../etc/passwd', lg: '/otra/cosa' }, width: 1, height: 1 });
  });
});

describe('S3 image store', () => {
  let server: Server;
  const requests: { method: string; url: string; type?: string; bytes: number }[] = [];
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        requests.push({ method: req.method!, url: req.url!, type: req.headers['content-type'], bytes });
        res.writeHead(req.method === 'DELETE' ? 204 : 200, { etag: '"abc"' });
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('puts each size in the bucket and answers public URLs, then deletes them', async () => {
    const store = createImageStore({
      s3: { endpoint, region: 'us-east-1', bucket: 'imagenes', accessKeyId: 'k', secretAccessKey: 's', publicUrl: 'https://cdn.example/imagenes' },
      uploadsDir: '/nonexistent',
    });
    const img = await store.saveImage('categoria/3', await png(600, 300));
    expect(img.sizes.md).toMatch(/^https:\/\/cdn\.example\/imagenes\/categoria\/3\/[a-f0-9]{16}-md\.webp$/);
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(3);
    for (const p of puts) {
      expect(p.url).toMatch(/^\/imagenes\/categoria\/3\/[a-f0-9]{16}-(sm|md|lg)\.webp/);
      expect(p.type).toBe('image/webp');
      expect(p.bytes).toBeGreaterThan(0);
    }
    await store.remove(img);
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url.split('?')[0]).sort()).toEqual(
      puts.map((p) => p.url.split('?')[0]).sort(),
    );
  });
});
