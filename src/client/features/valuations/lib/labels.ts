import { REPORT_MAX_BYTES } from '../../../../shared/contracts/holdings.ts';
import type { FileRules } from '../../../lib/file-checks.ts';
import { msg } from '../../../lib/i18n.ts';

/** A valuer's report: what the form sends (the server checks again, by content). */
export const REPORT_RULES: FileRules = {
  accept: 'application/pdf,.pdf',
  types: ['application/pdf'],
  extensions: ['.pdf'],
  maxBytes: REPORT_MAX_BYTES,
  wrongType: msg('is not a PDF.'),
};
