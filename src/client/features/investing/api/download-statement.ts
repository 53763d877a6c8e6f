import * as z from 'zod/mini';
import { errorBodySchema } from '../../../../shared/contracts/errors.ts';
import { ApiError, apiUrl } from '../../../lib/api-client.ts';
import { endSession, getSession } from '../../../lib/session.ts';

export type StatementFormat = 'csv' | 'pdf';

/** The name the server gives the file (`Content-Disposition: attachment; filename="…"`), if any. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/**
 * GET /api/portfolio/statement?year=&format=: the backer's yearly statement, fetched with the
 * session's bearer token (a plain link could not send it) and saved as a file through an object URL.
 */
export async function downloadStatement(year: number, format: StatementFormat): Promise<void> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(apiUrl('/portfolio/statement', { year, format }), {
      headers: { accept: format === 'csv' ? 'text/csv' : 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) {
    if (response.status === 401 && token) endSession();
    const body = z.partial(errorBodySchema).safeParse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, body.success ? body.data : {});
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `sharestead-statement-${year}.${format}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving the file; the URL is let go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
