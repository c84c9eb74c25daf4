/** Multipart image uploads for API tests (field `imagen`, header X-Upload), as the admin client sends them. */
import sharp from 'sharp';
import type { ApiCall } from './app';

export function pngOf(width: number, height: number, background = '#2e7d32'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

export function multipartImage(data: Buffer, filename = 'imagen.png', contentType = 'image/png'): Pick<ApiCall, 'payload' | 'headers'> {
  const boundary = '----mzupload';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagen"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-upload': '1' } };
}
