import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { THEMES, type Theme } from '../../shared/contracts/settings.ts';
import { isDisplayLanguage, LANGUAGE_COOKIE, pickLanguage, type DisplayLanguage } from '../../shared/i18n/languages.ts';
import { msg } from '../../shared/i18n/msg.ts';
import { requestLanguage, translate } from '../lib/i18n.ts';
import { themeOfCookies } from '../lib/theme-cookie.ts';
import { errorBody, sendApiNotFound } from '../plugins/error-handler.ts';
import { encodeFile, sendMemoryFile, withHeaders, type EncodedFile, type MemoryFile } from './memory-files.ts';
import { pagePreloads } from './page-preloads.ts';
import { NOT_FOUND_PATH, pageRoutes, propertyIdOf, redirectRoutes, type PageRoute } from './page-routes.ts';
import { headerList, setHeaders } from '../plugins/security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The page shell names the current build's hashed files: always revalidated (a 304 when unchanged).
 * Its <html> names the theme and the language of the cookies (the language else Accept-Language's),
 * so it is the browser's own (private) and varies by Cookie and Accept-Language.
 */
const SHELL_CACHE = 'private, no-cache';
const SHELL_VARIES = ['cookie', 'accept-language'];
/** Public files (pictures, the whitepaper, robots.txt) keep their names across builds: kept 5 minutes, then revalidated. */
const PUBLIC_FILE = 'public, max-age=300';

/**
 * A path the page table does not know gets the shell, and the app shows its 404 page, with a 200.
 * The table is not the router: the pages a page routes under its own path (a deal's form under My
 * Deals) are not in it and must not answer 404, which browsers show but crawlers and monitors
 * drop. `/not-found` and the app's own checks (a property that does not exist) cover real misses.
 */
const UNKNOWN_PATH_STATUS = 200;

/**
 * Decides a page's status per request from data: given the path's parameter (a property page's
 * id, decoded), it answers the status (404 for a property that does not exist). The shell goes
 * out either way, so the app shows its page or its own "not found". A number returned at once (a
 * cache hit) keeps the request synchronous; a promise is awaited.
 */
export type PageStatusCheck = (param: string) => number | Promise<number>;

export interface WebPagesOptions {
  /** The one place per-path status checks plug in, by kind of page: `property` for `/properties/<id>`. */
  pageStatus?: { property?: PageStatusCheck };
}

type HeaderList = ReturnType<typeof headerList>;

/** The shell once per theme: its <html> names the theme the Cookie header asks for, so the first paint is right. */
type ThemedFile = Record<Theme, MemoryFile>;
/**
 * A page's shell in each language, each theme: English made at start-up, another language at its
 * first request (so start-up compiles no other catalogue), then held like English.
 */
type ShellFiles = (language: DisplayLanguage) => ThemedFile | Promise<ThemedFile>;
/** What the built shell says before the server chooses (index.html): follow the device, in English. */
const SHELL_THEME = 'data-theme="system"';
const SHELL_LANGUAGE = '<html lang="en"';
const SPINNER_LABEL = msg('Loading Sharestead');
const SHELL_SPINNER_LABEL = `aria-label="${SPINNER_LABEL}"`;

/** What a path answers, prepared at start-up: the shell under the page's own headers, or a redirect. */
type PageAnswer =
  | {
      type: 'page';
      file: ShellFiles;
      status: number;
      check?: (pathname: string) => number | Promise<number>;
      /** What goes out when the check answers 404: the shell preloading the not-found page instead. */
      missing?: ShellFiles;
    }
  | { type: 'redirect'; headers: HeaderList };

/**
 * Serves the built web app from memory, everything prepared at start-up: every page path of the
 * app (page-routes.ts) is a table entry holding the shell with that page's headers (its Link
 * preloads among them) and compressed versions; property pages under any id, and paths the table
 * does not know, get prepared entries too. Files of the build (hashed assets, public files) are
 * held with theirs. A request costs a map lookup and one header copy; nothing touches the disk.
 */
export async function registerWebPages(app: FastifyInstance, webRoot: string, options: WebPagesOptions = {}) {
  const shellFile = path.join(webRoot, 'index.html');
  if (!existsSync(shellFile)) {
    throw new Error(`The web app is not built (no ${webRoot}/index.html). Run "npm run build" first.`);
  }
  const shellSource = await readFile(shellFile, 'utf8');
  if (!shellSource.includes(SHELL_THEME)) throw new Error(`The page shell's <html> must say ${SHELL_THEME} (index.html).`);
  const [english, { pages: routes, anyProperty: anyPropertyRoute }, preloadFor, files] = await Promise.all([
    themedShells(shellSource, 'en'),
    pageRoutes(webRoot),
    pagePreloads(webRoot),
    loadFiles(webRoot),
  ]);

  const shells = new Map<DisplayLanguage, Record<Theme, EncodedFile> | Promise<Record<Theme, EncodedFile>>>([['en', english]]);
  const shellsIn = (language: DisplayLanguage) => {
    let found = shells.get(language);
    if (!found) {
      const encoding = themedShells(shellSource, language);
      shells.set(language, (found = encoding));
      // Once encoded it is held as it is, so later requests stay synchronous; a failure is the request's to report.
      encoding.then(
        (encoded) => shells.set(language, encoded),
        () => undefined,
      );
    }
    return found;
  };
  const propertyCheck = options.pageStatus?.property;
  const shellFor = (route: Pick<PageRoute, 'modules' | 'image'> | undefined): ShellFiles => {
    const link = route ? preloadFor(route) : undefined;
    const made = new Map<DisplayLanguage, ThemedFile>();
    const make = (language: DisplayLanguage, encoded: Record<Theme, EncodedFile>): ThemedFile => {
      const themed = (theme: Theme) => withHeaders(encoded[theme], SHELL_CACHE, link ? { link } : {}, SHELL_VARIES);
      const files = { light: themed('light'), dark: themed('dark'), system: themed('system') };
      made.set(language, files);
      return files;
    };
    make('en', english);
    return (language) => {
      const ready = made.get(language);
      if (ready) return ready;
      const encoded = shellsIn(language);
      return encoded instanceof Promise ? encoded.then((value) => make(language, value)) : make(language, encoded);
    };
  };
  const notFoundRoute = routes.find((route) => route.path === NOT_FOUND_PATH);
  const page = (route: Pick<PageRoute, 'modules' | 'image' | 'property'> | undefined, status: number): PageAnswer => ({
    type: 'page',
    file: shellFor(route),
    status,
    ...(route?.property && propertyCheck ? { check: (pathname: string) => propertyCheck(propertyIdOf(pathname)!), missing: shellFor(notFoundRoute) } : {}),
  });
  const pages = new Map<string, PageAnswer>();
  for (const route of routes) pages.set(route.path, page(route, 200));
  const redirects = redirectRoutes();
  for (const { path: from, location } of redirects) pages.set(from, { type: 'redirect', headers: headerList({ location }) });
  const anyProperty = page(anyPropertyRoute, 200);
  const unknown = page(undefined, UNKNOWN_PATH_STATUS);
  // Folders of the build that hold files only (assets, images): a miss there is a missing file, not a page.
  const pageFolders = new Set([...routes, anyPropertyRoute, ...redirects].map((route) => firstSegment(route.path)));
  const fileFolders = new Set([...files.keys()].map(firstSegment).filter((folder) => folder && !pageFolders.has(folder)));

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const known = pages.get(pathname);
    if (known !== undefined) return sendPage(request, reply, known, pathname);
    const file = files.get(pathname);
    if (file !== undefined) return sendMemoryFile(request, reply, file);
    return answerOther(request, reply, pathname);
  };

  /** Everything but an exact page or file path: still lookups, in the order the app's router would decide. */
  const answerOther = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    const decodedFile = pathname.includes('%') ? files.get(safeDecode(pathname)) : undefined;
    if (decodedFile !== undefined) return sendMemoryFile(request, reply, decodedFile);
    if (fileFolders.has(firstSegment(pathname))) {
      return reply.status(404).send(errorBody(translate(requestLanguage(request), msg('There is no file at this address.')), 'not_found'));
    }
    // The app's router ignores a trailing slash.
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const known = trimmed === pathname ? undefined : pages.get(trimmed);
    if (known !== undefined) return sendPage(request, reply, known, trimmed);
    if (propertyIdOf(trimmed) !== undefined) return sendPage(request, reply, anyProperty, trimmed);
    return sendPage(request, reply, unknown, trimmed);
  };

  // Direct routes: the router's static and parametric API routes win over the wildcard.
  app.get('/', answer);
  app.get('/*', answer);
  // Other methods (a POST to a page) and paths the wildcard does not take.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return answer(request, reply);
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    const sentence = translate(requestLanguage(request), msg('Nothing answers {method} {path}.'), { method: request.method, path: pathname });
    return reply.status(404).send(errorBody(sentence, 'not_found'));
  });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer, pathname: string) {
  if (page.type === 'redirect') return setHeaders(reply, page.headers).status(302).send();
  const language = shellLanguage(request);
  const files = page.file(language);
  if (files instanceof Promise) return files.then((ready) => sendShell(request, reply, page, pathname, language, ready));
  return sendShell(request, reply, page, pathname, language, files);
}

function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Extract<PageAnswer, { type: 'page' }>,
  pathname: string,
  language: DisplayLanguage,
  files: ThemedFile,
) {
  const theme = themeOfCookies(request.headers.cookie);
  const file = files[theme];
  if (page.check === undefined) return sendMemoryFile(request, reply, file, page.status);
  // A failed check leaves the page's own status: the app reports what it cannot load by itself.
  const fallBack = (error: unknown) => {
    request.log.warn({ err: error }, 'page status check failed');
    return sendMemoryFile(request, reply, file, page.status);
  };
  let status: number | Promise<number>;
  try {
    status = page.check(pathname);
  } catch (error) {
    return fallBack(error);
  }
  const send = (decided: number) => {
    if (decided !== 404 || !page.missing) return sendMemoryFile(request, reply, file, decided);
    const missing = page.missing(language);
    return missing instanceof Promise
      ? missing.then((ready) => sendMemoryFile(request, reply, ready[theme], decided))
      : sendMemoryFile(request, reply, missing[theme], decided);
  };
  if (typeof status === 'number') return send(status);
  return status.then(send, fallBack);
}

const LANGUAGE_PATTERN = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language the page starts in, chosen as the browser app chooses it (client/lib/i18n.ts): the
 * `language` cookie, else the first of Accept-Language spoken here, else English.
 */
function shellLanguage(request: FastifyRequest): DisplayLanguage {
  const cookie = request.headers.cookie === undefined ? undefined : LANGUAGE_PATTERN.exec(request.headers.cookie)?.[1]?.trim();
  if (isDisplayLanguage(cookie)) return cookie;
  const header = request.headers['accept-language'];
  return header ? pickLanguage(header.split(',').map((part) => part.split(';')[0]!)) : 'en';
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The shell in `language`, encoded once per theme; each has its own ETag, so a browser's cached
 * copy in another theme or language is not reused. Its <html lang> and the start-up spinner's
 * label are in the language (the spinner is the first paint, before any script).
 */
async function themedShells(shell: string, language: DisplayLanguage): Promise<Record<Theme, EncodedFile>> {
  const spoken = shell
    .replace(SHELL_LANGUAGE, `<html lang="${language}"`)
    .replace(SHELL_SPINNER_LABEL, `aria-label="${escapeAttribute(translate(language, SPINNER_LABEL))}"`);
  const encoded = await Promise.all(
    THEMES.map((theme) => encodeFile(Buffer.from(spoken.replace(SHELL_THEME, `data-theme="${theme}"`)), 'text/html; charset=utf-8')),
  );
  return Object.fromEntries(THEMES.map((theme, index) => [theme, encoded[index]!])) as Record<Theme, EncodedFile>;
}

function firstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return end === -1 ? '' : pathname.slice(1, end);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

const FILE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/**
 * Every file of the build (~4 MB here) by its URL path, read and compressed once at start-up, on
 * libuv's thread pool, all at once (about a quarter of a second here). Hashed assets are cached for
 * a year. Dot folders hold build internals (Vite's .vite/manifest.json) and stay private; the shell
 * (index.html) is served as the pages.
 */
async function loadFiles(webRoot: string): Promise<Map<string, MemoryFile>> {
  const entries = (await readdir(webRoot, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const files = new Map<string, MemoryFile>();
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(webRoot, file).split(path.sep);
      if (relative.some((part) => part.startsWith('.')) || (relative.length === 1 && relative[0] === 'index.html')) return;
      const type = FILE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const encoded = await encodeFile(await readFile(file), type);
      files.set('/' + relative.join('/'), withHeaders(encoded, relative[0] === 'assets' && relative.length > 1 ? IMMUTABLE : PUBLIC_FILE));
    }),
  );
  return files;
}
