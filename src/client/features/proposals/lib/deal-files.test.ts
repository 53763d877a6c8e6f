import { describe, expect, it } from 'vitest';
import { checkFiles, formatFileSize } from '../../../lib/file-checks.ts';
import { DOCUMENT_RULES, moveId, PHOTO_RULES } from './deal-files.ts';

const MB = 1024 * 1024;

/** A file of `size` bytes without allocating them: only name, type and size are read. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkFiles', () => {
  it('takes JPEG, PNG and WebP photos up to 10 MB and says why each other file is refused', () => {
    const { accepted, refused } = checkFiles(
      [
        fileOf('front.jpg', 'image/jpeg', 2 * MB),
        fileOf('garden.png', 'image/png', 10 * MB),
        fileOf('pool.webp', 'image/webp', 300_000),
        fileOf('plan.gif', 'image/gif', 1000),
        fileOf('huge.jpg', 'image/jpeg', 10 * MB + 1),
        fileOf('blank.png', 'image/png', 0),
        fileOf('deed.pdf', 'application/pdf', 1000),
      ],
      PHOTO_RULES,
    );
    expect(accepted.map((file) => file.name)).toEqual(['front.jpg', 'garden.png', 'pool.webp']);
    expect(refused.map((refusal) => refusal.message)).toEqual([
      'plan.gif is not a JPEG, PNG or WebP image.',
      'huge.jpg is larger than the 10 MB limit.',
      'blank.png is empty.',
      'deed.pdf is not a JPEG, PNG or WebP image.',
    ]);
  });

  it('goes by the extension when the browser gives no type', () => {
    const { accepted, refused } = checkFiles([fileOf('IMG_1.JPEG', '', 1000), fileOf('notes.txt', '', 1000)], PHOTO_RULES);
    expect(accepted.map((file) => file.name)).toEqual(['IMG_1.JPEG']);
    expect(refused.map((refusal) => refusal.name)).toEqual(['notes.txt']);
  });

  it('refuses the photos past the room left, in the order chosen', () => {
    const files = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => fileOf(name, 'image/jpeg', 1000));
    const { accepted, refused } = checkFiles(files, PHOTO_RULES, 2);
    expect(accepted.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(refused).toEqual([{ name: 'c.jpg', message: 'c.jpg was not added: a deal has at most 20 photos.' }]);
    expect(checkFiles(files, PHOTO_RULES, 0).accepted).toEqual([]);
  });

  it('takes PDFs up to 20 MB as documents', () => {
    const { accepted, refused } = checkFiles(
      [fileOf('deed.pdf', 'application/pdf', 20 * MB), fileOf('survey.pdf', 'application/pdf', 25 * MB), fileOf('photo.jpg', 'image/jpeg', 1000)],
      DOCUMENT_RULES,
    );
    expect(accepted.map((file) => file.name)).toEqual(['deed.pdf']);
    expect(refused.map((refusal) => refusal.message)).toEqual(['survey.pdf is larger than the 20 MB limit.', 'photo.jpg is not a PDF.']);
  });
});

describe('moveId', () => {
  it('swaps a photo with its neighbour and leaves the ends alone', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('formatFileSize', () => {
  it('shows bytes, KB and MB with one decimal below ten', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2.25 * MB)).toBe('2.3 MB');
    expect(formatFileSize(20 * MB)).toBe('20 MB');
  });
});
