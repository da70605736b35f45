// One path table (issue 11 §0): the routes the built server serves and src/contract/paths.ts agree in both
// directions. Every route under /api/v1 is a table pattern (or one of them with a :param fixed, as each
// tournament section has its own PUT); every table pattern is served; and whatever is served outside /api/v1 is
// on the explicit list of non-API routes below, so an API route cannot slip in beside the table.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, apiPaths } from '../../../src/contract/paths.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Served, and not part of the API: each with why. Prefixes end in '/' or are whole paths. */
const NON_API = [
  '/api/docs', // the OpenAPI document and its UI (its own pages under /api/docs/…)
  '/idp/', // the built-in identity provider (OIDC, its assets and sign-in pages)
  '/v1/chain/:method', // the embedded dev chain's node RPC
  '/v1/history/:method',
  '/chain/transactions/:id', // the dev chain's transaction page
  '/healthz', // liveness and readiness probes
  '/readyz',
  '/dev/mailbox', // the development mailbox
  '/downloads/', // the wallet extension's package
  '/uploads/', // stored uploads
  '*', // CORS preflight (OPTIONS) for every path
];

interface ServedRoute {
  path: string;
  methods: string[];
}

/**
 * The router's routes, from fastify's printRoutes({ commonPrefix: false }): a tree whose lines are
 * `<indent>├── <segment> (METHODS)`, each segment continuing its parent's path, four characters an indent level.
 */
function servedRoutes(printed: string): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4))!;
    const path = (depth > 0 ? stack[depth - 1] : '') + match[1];
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[2]) routes.push({ path, methods: match[2].split(', ') });
  }
  return routes;
}

const segments = (path: string) => path.split('/');
/** `route` is `pattern`, or `pattern` with some :params fixed to literal segments. */
function narrows(route: string, pattern: string): boolean {
  const [r, p] = [segments(route), segments(pattern)];
  return (
    r.length === p.length &&
    p.every((segment, i) => segment === r[i] || (segment.startsWith(':') && !r[i].startsWith(':')))
  );
}

function isNonApi(path: string): boolean {
  if (
    NON_API.some(
      (entry) => path === entry || (entry.endsWith('/') ? path.startsWith(entry) : path.startsWith(`${entry}/`)),
    )
  )
    return true;
  // The built web app: fastify-static registers one route per file of web/dist.
  const file = join(WEB_DIST, path);
  return path.startsWith('/') && existsSync(file) && statSync(file).isFile();
}

describe('the API path table', () => {
  let server: TestServer;
  let routes: ServedRoute[];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    routes = servedRoutes(server.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(async () => server?.close());

  const patterns = () => Object.values(apiPaths).map((path) => path.pattern as string);
  const apiRoutes = () =>
    routes
      .filter((route) => route.path.startsWith(`${API_PREFIX}/`))
      .map((route) => route.path.slice(API_PREFIX.length));

  it('reads the router (the parser sees routes at every depth)', () => {
    expect(apiRoutes()).toContain('/teams/:id/members');
    expect(apiRoutes()).toContain('/matches/:tournamentId/:matchId/result/preview');
    expect(routes.find((route) => route.path === `${API_PREFIX}/users/current`)?.methods).toEqual(
      expect.arrayContaining(['GET', 'PUT']),
    );
    expect(apiRoutes().length).toBeGreaterThan(80);
  });

  it('serves every /api/v1 route from the table', () => {
    expect(apiRoutes().filter((route) => !patterns().some((pattern) => narrows(route, pattern)))).toEqual([]);
  });

  it('serves every pattern of the table', () => {
    const served = new Set(apiRoutes());
    expect(patterns().filter((pattern) => !served.has(pattern))).toEqual([]);
  });

  it('serves nothing else outside the explicit non-API routes', () => {
    expect(
      routes.map((route) => route.path).filter((path) => !path.startsWith(`${API_PREFIX}/`) && !isNonApi(path)),
    ).toEqual([]);
  });

  it('builds concrete paths with each parameter encoded, and patterns the server can narrow', () => {
    expect(apiPaths.organizationMember.build({ id: 'a/b', userId: 'c d' })).toBe('/organizations/a%2Fb/members/c%20d');
    expect(apiPaths.skipRound.build({ tournamentId: 't', round: 2 })).toBe('/matches/t/rounds/2/skip');
    expect(apiPaths.teams.build()).toBe('/teams');
    expect(narrows('/tournaments/:id/sections/format', apiPaths.tournamentSection.pattern)).toBe(true);
    expect(narrows('/tournaments/:id/sections', apiPaths.tournamentSection.pattern)).toBe(false);
  });
});
