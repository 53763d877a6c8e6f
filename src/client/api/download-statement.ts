import { apiFile, saveObjectUrl } from '../lib/api-files.ts';

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

/** A calendar year (the Portfolio's statements) or an Indian financial year `2026-27` (the Tax page's). */
export type StatementPeriod = { year: number } | { fy: string };

/**
 * GET /api/portfolio/statement?year=&format= (or fy=): the backer's statement of a year, fetched
 * with the session's bearer token (a plain link could not send it) and saved as a file through an
 * object URL.
 */
export async function downloadStatement(period: StatementPeriod, format: StatementFormat): Promise<void> {
  const response = await apiFile('/portfolio/statement', { query: { ...period, format }, accept: format === 'csv' ? 'text/csv' : 'application/pdf' });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const label = 'year' in period ? String(period.year) : period.fy;
  saveObjectUrl(url, fileNameOf(response.headers.get('content-disposition')) ?? `sharestead-statement-${label}.${format}`);
  // The browser has started saving the file; the URL is let go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
