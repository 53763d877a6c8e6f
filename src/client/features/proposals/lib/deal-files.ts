import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from '../../../../shared/contracts/deal-workflow.ts';
import { imageRules, type FileRules } from '../../../lib/file-checks.ts';
import { msg } from '../../../lib/i18n.ts';

/*
 * A deal's photos and documents in the form: what may be sent, checked before sending (the server
 * checks again, by content), and the photo order the arrows make. The refusals are messages (msg),
 * translated where the file checks write them.
 */

export const PHOTO_RULES: FileRules = {
  ...imageRules(PHOTO_MAX_BYTES),
  // MAX_PHOTOS (20) written out: a message id is a literal sentence.
  full: msg('was not added: a deal has at most 20 photos.'),
};

export const DOCUMENT_RULES: FileRules = {
  accept: 'application/pdf,.pdf',
  types: ['application/pdf'],
  extensions: ['.pdf'],
  maxBytes: DOCUMENT_MAX_BYTES,
  wrongType: msg('is not a PDF.'),
};

/** The ids with the one at `index` moved one place earlier (-1) or later (+1); unchanged at either end. */
export function moveId(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const to = index + step;
  const moved = [...ids];
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return moved;
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}
