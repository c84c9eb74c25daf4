/**
 * Issue 8: one register of Spanish (usted) across the storefront. Scans the texts of the store's
 * source (string literals, template texts and JSX text), the shopper-facing shared helpers and the
 * seed's shopper-visible texts for words that address the shopper as tú.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SCANNED = ['src/store', 'src/shared', 'src/server/seed'];

/** Words that only the tú register uses: pronouns, possessives, verb forms and imperatives with a clitic. */
const TU_WORDS = [
  'tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas',
  'puedes', 'tienes', 'quieres', 'necesitas', 'eliges', 'elijas', 'elegiste', 'recibes', 'recibas', 'prefieres',
  'debes', 'ves', 'verás', 'encuentras', 'buscas', 'pediste', 'usaste', 'tengas', 'obtienes', 'aceptas', 'pagas',
  'realices', 'estés', 'estás', 'eres', 'deseas', 'decidas', 'quieras', 'hayas', 'sabes', 'haces', 'podrás',
  'tendrás', 'recibirás', 'ahorras', 'disfrutas', 'posees',
  'escríbenos', 'llámanos', 'contáctanos', 'indícanos', 'envíanos', 'cuéntanos', 'avísanos', 'síguenos',
  'visítanos', 'pregúntanos', 'repórtalo', 'regístrate', 'llévate', 'haz', 'ten',
  'registrarte', 'ayudarte', 'enviarte', 'avisarte', 'ofrecerte', 'darte', 'atenderte', 'contactarte', 'llevarte',
];
/**
 * Tú imperatives that are also usted or third-person verbs ('el equipo revisa'): flagged where a sentence
 * starts or after a comma or 'y', where they are an order to the shopper ('Elige tu zona', 'Mientras tanto,
 * recorre…', 'Elija una y revisa…').
 */
const TU_IMPERATIVES = [
  'elige', 'agrega', 'añade', 'ingresa', 'revisa', 'descubre', 'aprovecha', 'recorre', 'encuentra', 'llena',
  'refresca', 'cuida', 'vuelve', 'inicia', 'selecciona', 'escoge', 'intenta', 'escribe', 'disfruta',
  'pide', 'mira', 'busca', 'paga', 'usa', 'guarda', 'cambia', 'recuerda', 'verifica', 'confirma',
];
const WORD = (words: string[]) => `(${words.join('|')})(?![\\p{L}\\p{N}_])`;
const TU_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}_])${WORD(TU_WORDS)}|(?:^|[.!?¡¿,]\\s*|\\by\\s+)${WORD(TU_IMPERATIVES)}`,
  'iu',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every human text of a source file: string literals, template pieces and JSX text. */
function textsOf(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      // module specifiers and type names are code, not texts
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent)) {
        texts.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('storefront register (usted)', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));

  it('scans the storefront, shared and seed sources', () => {
    expect(files.some((f) => f.endsWith(join('info-pages', 'content', 'faq.ts')))).toBe(true);
    expect(files.some((f) => f.endsWith(join('seed', 'advertising.ts')))).toBe(true);
  });

  it('detects a tú form inside a text', () => {
    expect(TU_PATTERN.test('¿Qué necesitas hoy?')).toBe(true);
    expect(TU_PATTERN.test('Elige tu zona')).toBe(true);
    expect(TU_PATTERN.test('¿Qué necesita hoy?')).toBe(false);
    expect(TU_PATTERN.test('Elija su zona')).toBe(false);
    expect(TU_PATTERN.test('Mientras tanto, recorre nuestras categorías')).toBe(true);
    expect(TU_PATTERN.test('Elija una y revisa sus productos')).toBe(true);
    expect(TU_PATTERN.test('Nuestro equipo verifica su pago')).toBe(false);
    expect(TU_PATTERN.test('Carrito de compras')).toBe(false);
  });

  it('no text addresses the shopper as tú', () => {
    const offenders = files.flatMap((path) =>
      textsOf(path)
        .filter(({ text }) => TU_PATTERN.test(text))
        .map(({ line, text }) => `${relative(ROOT, path)}:${line}: ${text.match(TU_PATTERN)![0]} — ${text.slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });
});
