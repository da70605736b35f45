// Each browser journey runs on one engine, alternating between the journeys: every SQL path is covered on both
// engines by the API suites, so running a whole browser journey twice bought a second engine nothing but minutes.
// The journeys that ask (journeyEngines(import.meta.url)) are taken in path order and dealt PGlite, PostgreSQL,
// PGlite, …, so the split stays even and a journey keeps its engine from run to run until journeys are added.
// Without DATABASE_URL every journey runs on PGlite.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../../../server/db/database.js';

const E2E_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MARKER = 'journeyEngines(import.meta.url)';

function journeyFiles(): string[] {
  return readdirSync(E2E_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .filter((path) => readFileSync(join(E2E_ROOT, path), 'utf8').includes(MARKER))
    .map((path) => path.split('\\').join('/'))
    .sort();
}

/** The one engine this journey file runs on, as a list for describe.each. */
export function journeyEngines(fileUrl: string): Engine[] {
  if (!process.env.DATABASE_URL) return ['pglite'];
  const own = relative(E2E_ROOT, fileURLToPath(fileUrl)).split('\\').join('/');
  const index = journeyFiles().indexOf(own);
  if (index < 0) throw new Error(`${own} does not call ${MARKER}`);
  return [index % 2 === 0 ? 'pglite' : 'postgres'];
}
