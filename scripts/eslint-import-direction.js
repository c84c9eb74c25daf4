// ESLint rule enforcing the dependency direction of ARCHITECTURE.md:
// shared imports nothing of ours; server imports shared; store and admin import shared only;
// inside the store, a feature never imports another feature, lib/state/components never import features, and
// only app imports app.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', 'src');

const allowed = {
  shared: ['shared'],
  server: ['server', 'shared'],
  store: ['store', 'shared'],
  admin: ['admin', 'shared'],
};

function area(file) {
  const rel = relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return { top: parts.length > 1 ? parts[0] : '(root)', parts };
}

function check(context, node, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return;
  const from = area(context.filename);
  if (!from || from.top === '(root)') return;
  const target = area(resolve(dirname(context.filename), source));
  if (!target) return;
  const ok = allowed[from.top];
  if (ok && !ok.includes(target.top)) {
    context.report({ node, message: `src/${from.top} no puede importar src/${target.top} (ARCHITECTURE.md)` });
    return;
  }
  if (from.top === 'store' && target.top === 'store' && target.parts[1] === 'features') {
    const fromFeature = from.parts[1] === 'features' ? from.parts[2] : null;
    if (from.parts[1] !== 'app' && fromFeature !== target.parts[2]) {
      context.report({
        node,
        message: `src/store/${from.parts.slice(1, from.parts[1] === 'features' ? 3 : 2).join('/')} no puede importar la feature ${target.parts[2]}`,
      });
    }
  }
  // app composes the rest: nothing else of the store imports it (the named links live in store/lib/links.ts)
  if (from.top === 'store' && target.top === 'store' && target.parts[1] === 'app' && from.parts[1] !== 'app' && from.parts.length > 2) {
    context.report({ node, message: `src/store/${from.parts[1]} no puede importar src/store/app (la app compone las features)` });
  }
}

export default {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const visit = (node) => node.source && check(context, node, node.source.value);
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: (node) => node.source.type === 'Literal' && check(context, node, node.source.value),
        };
      },
    },
  },
};
