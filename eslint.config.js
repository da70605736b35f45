// ESLint runs for what the compiler cannot see: the import boundaries of ARCHITECTURE.md inside web/ and server/,
// ESLint runs for what the compiler cannot see: the import boundaries of ARCHITECTURE.md inside web/ and server/,
// which module owns each table (CONVENTIONS.md §14), import cycles, promises nobody waits for, hooks called out of
// order, plus a few rules that catch real mistakes. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { importBoundaries } from './tests/architecture/import-boundaries-rule.js';
import { tableOwnership } from './tests/architecture/table-ownership-rule.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.build/**',
      '.output/**',
      '.wxt/**',
      'data/**',
      'web/dist/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: {
      arena: { rules: { 'import-boundaries': importBoundaries, 'table-ownership': tableOwnership } },
      'import-x': importX,
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      // Sources import each other as './file.js' (NodeNext style) while the files are .ts/.tsx.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: {
      'arena/import-boundaries': 'error',
      'arena/table-ownership': 'error',
      // Type-only imports are erased at build time and are skipped by the rule: only cycles that run count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Off: an `async` function without an await is deliberate here (adapters, fakes and plugins implementing a
      // Promise-returning interface): `async` turns a throw into a rejection, which dropping it would change.
      '@typescript-eslint/require-await': 'off',
      // Off: the chain RPC, the dev chain and the wallet read untyped JSON (`unknown`) and coerce it with String() on
      // purpose; the rule cannot tell that from an object stringified by mistake (templates stay checked by
      // restrict-template-expressions).
      '@typescript-eslint/no-base-to-string': 'off',
      // A leading underscore names what is left out on purpose (`{ id: _id, ...rest }`, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON answers (`await response.json()` is `any`) and assert on them with expect, and check mocks with
    // expect(mock.method): typing every body or binding every mock would add casts, not safety.
    files: ['tests/**/*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Fakes of the Ultra wallet throw and reject with its plain { status, code, message } objects, as the real one
      // does, and helpers pass on what they caught as it is.
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // The page's Ultra provider rejects with Ultra's documented plain { status, code, message } objects, not Errors:
    // pages read those fields, as they do from the real wallet.
    files: ['src/wallet/ultra-provider.ts'],
    rules: { '@typescript-eslint/prefer-promise-reject-errors': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
