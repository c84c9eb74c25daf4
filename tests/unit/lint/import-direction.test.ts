import { resolve } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../../scripts/eslint-import-direction.js';

const linter = new Linter({ configType: 'flat' });
const src = resolve(import.meta.dirname, '../../../src');

function errors(file: string, code: string): string[] {
  return linter
    .verify(code, [{ files: ['**/*.ts', '**/*.tsx'], plugins: { local: rule }, rules: { 'local/import-direction': 'error' } }], resolve(src, file))
    .map((m) => m.message);
}

describe('import directions of ARCHITECTURE.md', () => {
  it('keeps shared free of our other folders', () => {
    expect(errors('shared/money.ts', "import { a } from '../server/config';")).toHaveLength(1);
    expect(errors('shared/money.ts', "import { a } from './enums';")).toHaveLength(0);
  });

  it('lets the server import shared but not the clients', () => {
    expect(errors('server/app.ts', "import { a } from '../shared/roles';")).toHaveLength(0);
    expect(errors('server/app.ts', "import { a } from '../store/app/router';")).toHaveLength(1);
    expect(errors('server/app.ts', "import { a } from '../admin/App';")).toHaveLength(1);
  });

  it('keeps store and admin apart and away from the server', () => {
    expect(errors('store/lib/api-client.ts', "import { a } from '../../admin/App';")).toHaveLength(1);
    expect(errors('admin/App.tsx', "import { a } from '../store/lib/session';")).toHaveLength(1);
    expect(errors('admin/App.tsx', "const m = import('../server/app');")).toHaveLength(1);
    expect(errors('admin/App.tsx', "import { a } from '../shared/roles';")).toHaveLength(0);
  });

  it('forbids a feature importing another feature, but lets app compose them', () => {
    expect(errors('store/features/home/Home.tsx', "import { a } from '../auth/Login';")).toHaveLength(1);
    expect(errors('store/lib/session.ts', "import { a } from '../features/auth/Login';")).toHaveLength(1);
    expect(errors('store/features/home/Home.tsx', "import { a } from './HomeHero';")).toHaveLength(0);
    expect(errors('store/app/router.tsx', "import { a } from '../features/home/Home';")).toHaveLength(0);
  });

  it('lets only app import app: features take the named links from store/lib/links', () => {
    expect(errors('store/features/home/Home.tsx', "import { link } from '../../app/links';")).toHaveLength(1);
    expect(errors('store/components/EmptyState.tsx', "import { a } from '../app/theme';")).toHaveLength(1);
    expect(errors('store/features/home/Home.tsx', "import { link } from '../../lib/links';")).toHaveLength(0);
    expect(errors('store/app/shell/Footer.tsx', "import { a } from '../theme';")).toHaveLength(0);
  });
});
