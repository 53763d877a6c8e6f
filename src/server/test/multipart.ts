import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** One part of a hand-built multipart/form-data body. */
export interface FormFile {
  field?: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body with its Content-Type, as a browser sends a file input; `fields` (text) come before the file, as a form sends them. */
export function multipartBody(file: FormFile, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sharestead${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small image made on the spot: `seed` picks its colour, so each is different. */
export async function testImage(format: 'jpeg' | 'png' | 'webp' = 'jpeg', options: { width?: number; height?: number; seed?: number } = {}): Promise<Buffer> {
  const seed = options.seed ?? 0;
  const background = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53 + 17) % 256 };
  return sharp({ create: { width: options.width ?? 32, height: options.height ?? 24, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
