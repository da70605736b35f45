// An ESLint rule for the two import boundaries inside the app areas (the area rule itself — src/ imports
// nothing of ours, web/ and server/ never import each other — is checked by dependency-rule.test.ts):
// - a web feature (web/features/<name>/) does not import another feature: what two features share belongs in
//   web/app/ or src/, so a feature can be changed or lazy-loaded without dragging others along;
// - a server module (server/modules/<name>/) reaches another module only through that module's public face,
//   server/modules/<name>/<name>-module.ts, so a module's repositories and services stay its own business;
// - a table declaration (server/**/*-tables.ts) imports only other table declarations and db/column-types: the
//   schema type (server/db/schema.ts) merges them all and nearly every file imports it, so a table file that
//   imported a face or a service would close an import loop through the whole server.
// Plain JavaScript so ESLint loads it without a TypeScript loader.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The first path segment below `base` ('web/features'), or null when `path` is not under it. */
function unitUnder(base, path) {
  const rel = relative(resolve(ROOT, base), path);
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep) || rel.includes(':')) return null;
  const [unit, ...rest] = rel.split(sep);
  return { unit, rest: rest.join('/') };
}

const isTableFile = (path) => /-tables\.(js|ts)$/.test(path);

/** What is wrong with `importer` importing `specifier`, or null. Exported for the rule's own test. */
export function boundaryProblem(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(importer), specifier);

  if (isTableFile(importer) && unitUnder('server', importer)) {
    if (!unitUnder('server', target) || isTableFile(target) || /\/db\/column-types\.(js|ts)$/.test(target)) return null;
    return `table declaration imports ${specifier}; a *-tables.ts file imports only other table files and db/column-types, or the schema type would loop through the code that uses it`;
  }

  const fromFeature = unitUnder('web/features', importer);
  const toFeature = unitUnder('web/features', target);
  if (fromFeature && toFeature && fromFeature.unit !== toFeature.unit) {
    return `web feature "${fromFeature.unit}" imports feature "${toFeature.unit}" (${specifier}); move what both need to web/app/ or src/`;
  }

  const fromModule = unitUnder('server/modules', importer);
  const toModule = unitUnder('server/modules', target);
  // Files directly in server/modules/ (server-module.ts) are the modules' shared vocabulary, not a module.
  if (fromModule && toModule && toModule.rest !== '' && fromModule.unit !== toModule.unit) {
    const file = toModule.rest.replace(/\.(js|ts|mjs|mts)$/, '');
    if (file !== `${toModule.unit}-module`) {
      return `server module "${fromModule.unit}" reaches into module "${toModule.unit}" (${specifier}); import its public face server/modules/${toModule.unit}/${toModule.unit}-module.js`;
    }
  }
  return null;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'web features do not import each other; server modules meet only through their public face' },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const problem = boundaryProblem(context.filename, source.value);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};
