import { apiFile, saveObjectUrl } from '../../../lib/api-files.ts';
import type { DealQuarter } from './get-tax-payees.ts';

/*
 * The tax files the API serves only with the session's bearer token (a plain link could not send
 * it): fetched, then saved through an object URL under the name the server gives.
 */

/** The name in `Content-Disposition: attachment; filename="…"`, if any. */
function fileNameOf(disposition: string | null): string | undefined {
  return disposition ? /filename="([^"]+)"/i.exec(disposition)?.[1] : undefined;
}

async function save(response: Response, fallback: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  saveObjectUrl(url, fileNameOf(response.headers.get('content-disposition')) ?? fallback);
  // The browser has started saving the file; the URL is let go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** GET /api/admin/deals/:id/tds-return?fy=&quarter=: the quarter's return as CSV in the shape of Form 26Q. */
export async function downloadTaxReturn({ dealId, fy, quarter }: DealQuarter): Promise<void> {
  const response = await apiFile(`/admin/deals/${encodeURIComponent(dealId)}/tds-return`, { query: { fy, quarter }, accept: 'text/csv' });
  await save(response, `form-26q-${fy}-Q${quarter}.csv`);
}

/** A Form 16A by the address the API gave it (`/api/tax-certificates/:id`): its backer's or the admin's. */
export async function downloadTaxCertificate(url: string): Promise<void> {
  const response = await apiFile(url.replace(/^\/api/, ''), { accept: 'application/pdf' });
  await save(response, 'form-16a.pdf');
}
