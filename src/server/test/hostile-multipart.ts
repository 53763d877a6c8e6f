import fc from 'fast-check';
import { scriptFragments, sqlFragments } from './hostile.ts';
import { TEST_PDF } from './multipart.ts';

/*
 * Hostile multipart/form-data bodies for the routes that take a file (with fast-check): text fields
 * before and after the file, valid or not; the file under its name or another, with any name and
 * declared type, holding a PDF, a PDF's first bytes and noise, an image, nothing, or noise; bodies
 * cut short, with more parts than allowed, under a wrong or missing boundary or content type.
 */

export interface HostileUpload {
  payload: Buffer;
  contentType: string | undefined;
  /** A PDF whole, in the field `file`, in a well-formed body: what a route may take, the other fields permitting. */
  wellFormedPdf: boolean;
}

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const contents = fc
  .oneof(
    { arbitrary: fc.constant({ bytes: TEST_PDF, pdf: true }), weight: 6 },
    {
      arbitrary: fc.uint8Array({ maxLength: 200 }).map((noise) => ({ bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.from(noise)]), pdf: true })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(Buffer.alloc(0), Buffer.from('%PDF'), Buffer.from('%pdf-1.4'), Buffer.from(' %PDF-1.4'), PNG_HEAD, Buffer.from('<svg/>')),
      weight: 2,
    },
    { arbitrary: fc.uint8Array({ maxLength: 300 }).map((noise) => Buffer.from(noise)), weight: 2 },
  )
  .map((content) => ('pdf' in content ? content : { bytes: content, pdf: false }));

/** The text of a field, mostly sensible, sometimes anything. */
function fieldValues(sensible: fc.Arbitrary<string>) {
  return fc.oneof(
    { arbitrary: sensible, weight: 6 },
    { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 2 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
    { arbitrary: fc.constantFrom('', ' ', '9'.repeat(2_000), '\r\n', '--', 'null', '[]', '{}'), weight: 1 },
  );
}

const fieldNames = (known: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 6 },
    { arbitrary: fc.constantFrom('file', '__proto__', 'constructor', '', 'line[]', 'x'), weight: 1 },
  );

const filenames = fc.oneof(
  { arbitrary: fc.constantFrom('Report.pdf', 'invoice.PDF', 'scan'), weight: 4 },
  { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments).map((text) => text.replace(/["\r\n]/g, '')), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => text.replace(/["\r\n]/g, '')), weight: 1 },
);

const declaredTypes = fc.constantFrom('application/pdf', 'application/octet-stream', 'image/png', 'text/plain', '');

/**
 * Bodies for a route whose form takes `fields` (names and sensible values) before a file in `file`.
 */
export function hostileUpload(fields: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<HostileUpload> {
  const names = Object.keys(fields);
  const sensible = names.length > 0 ? fc.oneof(...names.map((name) => fields[name]!)) : fc.string({ maxLength: 10 });
  const field = fc.tuple(names.length > 0 ? fieldNames(names) : fc.string({ maxLength: 8 }), fieldValues(sensible));
  const known = fc.record(Object.fromEntries(names.map((name) => [name, fieldValues(fields[name]!)])), { requiredKeys: [] });
  return fc
    .record({
      before: fc.oneof(
        { arbitrary: known.map((values) => Object.entries(values) as [string, string][]), weight: 4 },
        { arbitrary: fc.array(field, { maxLength: 3 }), weight: 1 },
      ),
      after: fc.oneof({ arbitrary: fc.constant([] as [string, string][]), weight: 4 }, { arbitrary: fc.array(field, { maxLength: 2 }), weight: 1 }),
      file: fc.option(
        fc.record({
          field: fc.oneof({ arbitrary: fc.constant('file'), weight: 8 }, { arbitrary: fc.constantFrom('File', 'files', 'upload', ''), weight: 1 }),
          filename: filenames,
          type: declaredTypes,
          content: contents,
        }),
        { freq: 8 },
      ),
      extraFiles: fc.oneof({ arbitrary: fc.constant(0), weight: 9 }, { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 1 }),
      framing: fc.oneof(
        { arbitrary: fc.constant('whole' as const), weight: 8 },
        { arbitrary: fc.constantFrom('cut' as const, 'wrong-boundary' as const, 'no-boundary' as const, 'json' as const, 'none' as const), weight: 2 },
      ),
      cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ before, after, file, extraFiles, framing, cutAt }) => {
      const boundary = 'hostile7Kq2';
      const text = ([name, value]: [string, string]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const filePart = (part: { field: string; filename: string; type: string; content: { bytes: Buffer } }) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
          ),
          part.content.bytes,
          Buffer.from('\r\n'),
        ]);
      const parts = [
        ...before.map(text),
        ...(file ? [filePart(file)] : []),
        ...Array.from({ length: extraFiles }, (_, index) =>
          filePart({ field: `more${index}`, filename: 'more.pdf', type: 'application/pdf', content: { bytes: TEST_PDF } }),
        ),
        ...after.map(text),
      ];
      let payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
      if (framing === 'cut') payload = payload.subarray(0, Math.floor(payload.length * cutAt));
      const contentType = {
        whole: `multipart/form-data; boundary=${boundary}`,
        cut: `multipart/form-data; boundary=${boundary}`,
        'wrong-boundary': 'multipart/form-data; boundary=another',
        'no-boundary': 'multipart/form-data',
        json: 'application/json',
        none: undefined,
      }[framing];
      const wellFormedPdf = framing === 'whole' && extraFiles === 0 && file !== null && file.field === 'file' && file.content.pdf;
      return { payload, contentType, wellFormedPdf };
    });
}
