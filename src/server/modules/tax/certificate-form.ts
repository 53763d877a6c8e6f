import type { Multipart } from '@fastify/multipart';
import { msg } from '../../../shared/i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { UploadStore } from '../../lib/upload-store.ts';
import type { CertificateForm } from './tax-admin.service.ts';

/**
 * A Form 16A upload's multipart body, in whatever order the parts come: its text fields (the
 * first value of each) and its file, streamed to tmp/ (413 past `limitBytes`). A body that is not
 * multipart is 415; one that breaks off, 400. A file already received is removed on a failure.
 */
export async function readCertificateForm(parts: () => AsyncIterable<Multipart>, store: UploadStore, limitBytes: number): Promise<CertificateForm> {
  const fields = new Map<string, string>();
  let file: CertificateForm['file'];
  try {
    for await (const part of parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
      } else if (part.fieldname !== 'file') {
        part.file.resume();
      } else {
        file = { ...(await store.receive(part.file, limitBytes)), filename: part.filename };
      }
    }
  } catch (error) {
    if (file) await store.discard(file.path);
    throw asUploadError(error);
  }
  // Own keys only: a field named __proto__ is a field like any other.
  return { fields: Object.fromEntries(fields), file };
}

function asUploadError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new DomainError('unsupported_media_type', msg('Send the file as multipart/form-data in a field named "file".'));
  }
  // Too many parts, fields or files: the framework's 413.
  if (statusCode === 413) return error;
  return new DomainError('upload_incomplete', msg('The upload ended before the whole file arrived. Please try again.'));
}
