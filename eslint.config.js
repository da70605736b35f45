// ESLint runs for what the compiler cannot see: the import boundaries of ARCHITECTURE.md inside web/ and server/,
// which module owns each table (CONVENTIONS.md §14),
// plus a few rules that catch real mistakes. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tests/architecture/import-boundaries-rule.js';
import { tableOwnership } from './tests/architecture/table-ownership-rule.js';

export default tseslint.config(
  {
    ignores: ['node_modules/**', '.output/**', '.wxt/**', 'data/**', 'web/dist/**', 'test-results/**', 'coverage/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { arena: { rules: { 'import-boundaries': importBoundaries, 'table-ownership': tableOwnership } } },
    rules: {
      'arena/import-boundaries': 'error',
      'arena/table-ownership': 'error',
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-self-compare': 'error',
      'no-unsafe-finally': 'error',
      'no-cond-assign': ['error', 'except-parens'],
      'no-constant-binary-expression': 'error',
      'no-unreachable': 'error',
      'require-yield': 'error',
      'no-new-func': 'error',
    },
  },
);
