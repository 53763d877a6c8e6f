import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readCatalogue, TRANSLATED_LANGUAGES } from '../../src/server/lib/catalogues.ts';
import { msg } from '../../src/shared/i18n/msg.ts';

/*
 * The messages the code uses, found where they are written: `t('...')` and `msg('...')` with a
 * literal first argument (and `msg('...', 'context')` with a literal context: an id of its own), `<Trans id="..." />`, and the sentence of `new DomainError(code, '...')`
 * (the error handler translates it). Run it to see what the catalogues lack:
 *   npx tsx scripts/i18n/messages.ts
 * prints, per language, the ids missing from src/locales/<language>/*.json and the ids no code
 * uses any more. src/server/lib/catalogues.test.ts fails on either.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
export const LOCALES_DIR = path.join(ROOT, 'src/locales');
const MARKERS = new Set(['t', 'msg']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** The message ids one source file writes, each with the line it is on. */
export function messagesInSource(text: string, file: string): { id: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { id: string; line: number }[] = [];
  const add = (id: string | undefined, node: ts.Node) => {
    if (id !== undefined) found.push({ id, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MARKERS.has(node.expression.text)) {
      const [id, context] = [literalText(node.arguments[0]), literalText(node.arguments[1])];
      add(id !== undefined && context !== undefined && node.expression.text === 'msg' ? msg(id, context) : id, node);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'DomainError') add(literalText(node.arguments?.[1]), node);
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(source) === 'Trans') {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'id') add(literalText(attribute.initializer), node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every message id in the source, with the places it is written (`src/…/file.tsx:12`). */
export function messagesInCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    for (const { id, line } of messagesInSource(readFileSync(file, 'utf8'), file)) {
      found.set(id, [...(found.get(id) ?? []), `${path.relative(ROOT, file)}:${line}`]);
    }
  }
  return found;
}

if (process.argv[1] === import.meta.filename) {
  const used = messagesInCode();
  for (const language of TRANSLATED_LANGUAGES) {
    const catalogue = readCatalogue(LOCALES_DIR, language);
    const missing = [...used.keys()].filter((id) => !Object.hasOwn(catalogue, id));
    const unused = Object.keys(catalogue).filter((id) => !used.has(id));
    console.log(`${language}: ${missing.length} missing, ${unused.length} unused`);
    for (const id of missing) console.log(`  missing ${JSON.stringify(id)}  (${used.get(id)![0]})`);
    for (const id of unused) console.log(`  unused  ${JSON.stringify(id)}`);
  }
}
