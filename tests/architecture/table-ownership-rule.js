// An ESLint rule for CONVENTIONS.md §14, "each table has one owning module": a server module queries only the
// tables it declares; any other table it reaches through the owner's face (a named function on the owner's
// <name>-module.ts), so the rules that guard a table's rows live in one place.
// Who owns a table is read from where it is declared, not from a list kept by hand: the Kysely row types in
// server/**/*-tables.ts. A table declared under server/modules/<m>/ belongs to module <m>; one declared elsewhere
// (server/idp/, server/chain/, server/mail/, server/db/) belongs to that area of the server.
// A query is a Kysely call naming a table (selectFrom, insertInto, updateTable, deleteFrom, mergeInto, the joins,
// a delete's using) or a raw `sql` template whose text names one after from/join/into/update.
// Plain JavaScript so ESLint loads it without a TypeScript loader.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Reads of foreign tables not yet behind the owner's face, module → tables. Empty: every module reads other modules'
 * tables only through the owners' faces. It stays so that a read that cannot move at once has a visible place, and
 * it may only shrink: a new foreign read, or any foreign write, fails the lint. A statement that must stay one (the
 * batched score-report path) joins the owner's named subquery instead, e.g. the tournaments module's
 * registrationSides(db) or the users module's userProfiles(db).
 */
export const FOREIGN_READS_TO_RETIRE = {};

/** The area a server file belongs to: 'matches' for server/modules/matches/**, 'idp' for server/idp/**, or null. */
export function ownerOfFile(path) {
  const rel = relative(join(ROOT, 'server'), path);
  if (rel === '' || rel.startsWith('..') || rel.includes(':')) return null;
  const parts = rel.split(sep);
  if (parts[0] === 'modules') return parts.length > 2 ? parts[1] : null;
  return parts.length > 1 ? parts[0] : null;
}

function tableFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tableFiles(path);
    return name.endsWith('-tables.ts') ? [path] : [];
  });
}

/**
 * The tables a declaration file names: the members of its `interface …Tables { name: Row; … }` (one level of
 * braces deep, so inline row types do not count as tables).
 */
export function declaredTables(text) {
  const names = [];
  for (const match of text.matchAll(/interface\s+\w+Tables\b[^{]*\{/g)) {
    let depth = 1;
    for (const line of text.slice(match.index + match[0].length).split('\n')) {
      const key = /^\s*([a-z_][a-z0-9_]*)\s*:/.exec(line);
      if (key && depth === 1) names.push(key[1]);
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
      if (depth <= 0) break;
    }
  }
  return names;
}

let owners = null;
/** table → owning area, derived from the declarations under server/. */
export function tableOwners() {
  if (owners) return owners;
  owners = new Map();
  for (const file of tableFiles(join(ROOT, 'server'))) {
    const owner = ownerOfFile(file);
    for (const table of declaredTables(readFileSync(file, 'utf8'))) {
      const previous = owners.get(table);
      if (previous && previous !== owner) {
        throw new Error(`table "${table}" is declared by both "${previous}" and "${owner}"`);
      }
      owners.set(table, owner);
    }
  }
  return owners;
}

/**
 * What is wrong with the file at `path` reading (`write` false) or writing `table`, or null. Exported for the
 * rule's own test, which hands in its own `toRetire` list (the real one shrinks to nothing as the reads retire).
 */
export function ownershipProblem(path, table, write, tables = tableOwners(), toRetire = FOREIGN_READS_TO_RETIRE) {
  const from = ownerOfFile(path);
  const owner = tables.get(table);
  if (!from || !owner || from === owner) return null;
  if (!write && (toRetire[from] ?? []).includes(table)) return null;
  const verb = write ? 'writes' : 'reads';
  return `"${from}" ${verb} table "${table}", which "${owner}" owns; call a function of ${owner}'s face instead`;
}

const WRITE_METHODS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
const QUERY_METHODS = new Set([
  ...WRITE_METHODS,
  'selectFrom',
  'using',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);

/** 'tournaments as t' → 'tournaments'; 'public.users' → 'users'. */
function tableOfReference(text) {
  const name = text.trim().split(/\s+as\s+|\s+/i)[0];
  return name.includes('.') ? name.split('.').pop() : name;
}

/**
 * The tables a raw SQL text names, { table, write }: the word after from, join, using (read) or into, update,
 * delete from (write); not `x.column`.
 */
export function tablesInSql(text) {
  const found = [];
  const pattern = /\b(delete\s+from|from|join|using|into|update)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?(?![\w.])/gi;
  for (const match of text.matchAll(pattern)) {
    const keyword = match[1].toLowerCase();
    found.push({
      table: match[2].toLowerCase(),
      write: keyword !== 'from' && keyword !== 'join' && keyword !== 'using',
    });
  }
  return found;
}

function isSqlTag(tag) {
  if (tag.type === 'Identifier') return tag.name === 'sql';
  if (tag.type === 'MemberExpression') return tag.object.type === 'Identifier' && tag.object.name === 'sql';
  return false;
}

export const tableOwnership = {
  meta: {
    type: 'problem',
    docs: { description: 'a server module queries only the tables it declares; others through their face' },
    schema: [],
  },
  create(context) {
    if (!ownerOfFile(context.filename)) return {};
    const report = (node, table, write) => {
      const problem = ownershipProblem(context.filename, table, write);
      if (problem) context.report({ node, message: problem });
    };
    const literals = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') return [node];
      if (node.type === 'ArrayExpression') return node.elements.filter((e) => e && e.type === 'Literal');
      return [];
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!QUERY_METHODS.has(callee.property.name) || node.arguments.length === 0) return;
        const write = WRITE_METHODS.has(callee.property.name);
        for (const literal of literals(node.arguments[0])) report(literal, tableOfReference(literal.value), write);
      },
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node.tag)) return;
        for (const quasi of node.quasi.quasis) {
          for (const { table, write } of tablesInSql(quasi.value.cooked ?? quasi.value.raw))
            report(quasi, table, write);
        }
      },
    };
  },
};
