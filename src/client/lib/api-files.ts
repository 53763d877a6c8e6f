import * as z from 'zod/mini';
import { errorBodySchema } from '../../shared/contracts/errors.ts';
import { ApiError, apiUrl } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { endSession, getSession } from './session.ts';

/*
 * Files to and from the API with the session's bearer token, beside api-client.ts (JSON) and apart
 * from it so the first load does not carry them. Failures are ApiErrors as there; a 401 to a call
 * that carried a token ends the session the same way.
 */

function failure(status: number, payload: unknown, token: string | undefined): ApiError {
  if (status === 401 && token) endSession();
  const error = z.partial(errorBodySchema).safeParse(payload);
  return new ApiError(status, error.success ? error.data : {});
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs one file as multipart/form-data in the field `file`, after the text `fields` (a route reads
 * those sent before the file). XMLHttpRequest rather than fetch: only it reports how much of the
 * body has been sent, which `onProgress` receives as 0 to 1.
 */
export function apiUpload<Schema extends z.ZodMiniType>(
  path: string,
  file: File,
  { schema, onProgress, fields = {} }: { schema: Schema; onProgress?: (fraction: number) => void; fields?: Record<string, string> },
): Promise<z.output<Schema>> {
  const token = getSession()?.token;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('accept', 'application/json');
    // The server's refusal (a file it will not take) comes in the interface's language.
    request.setRequestHeader('accept-language', currentLanguage());
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failure(request.status, payload, token));
        return;
      }
      const parsed = schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(parsed.error);
    });
    // The connection failed, or the server answered before the whole body was sent and closed it.
    request.addEventListener('error', () => reject(new ApiError(0)));
    request.send(body);
  });
}

/** GETs a file that the API serves only with the session's token (a plain link could not send it); the successful response. */
export async function apiFile(path: string, { query, accept }: { query?: Parameters<typeof apiUrl>[1]; accept: string }): Promise<Response> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      headers: { accept, 'accept-language': currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) throw failure(response.status, await response.json().catch(() => undefined), token);
  return response;
}

/** Saves an object URL's file under `name`, as a link with `download` would. */
export function saveObjectUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens a PDF the API serves only with the session's token in a new tab, from an object URL. The
 * tab is opened at once, while the click still counts as the person's own (one opened after the
 * download would be blocked as a pop-up); where the browser refuses even that, the file is saved
 * under `name` instead.
 */
export async function openApiPdf(path: string, name: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const response = await apiFile(path, { accept: 'application/pdf' });
    const url = URL.createObjectURL(new Blob([await response.blob()], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else saveObjectUrl(url, name);
    // The tab has read it by then; a minute leaves room for a slow one.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
