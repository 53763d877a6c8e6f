import { REPORT_MAX_BYTES } from '../../../../shared/contracts/holdings.ts';
import type { FileRules } from '../../../lib/file-checks.ts';
import { msg } from '../../../lib/i18n.ts';

/** The buyer's offer: a PDF, checked before it is sent as a valuer's report is (the server checks again, by content). */
export const OFFER_RULES: FileRules = {
  accept: 'application/pdf,.pdf',
  types: ['application/pdf'],
  extensions: ['.pdf'],
  maxBytes: REPORT_MAX_BYTES,
  wrongType: msg('is not a PDF.'),
};
