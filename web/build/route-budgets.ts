// The first-load JavaScript budget of each route (issue 16 §3), and how a first visit's files are found in
// Vite's build manifest: the entry and everything it imports statically, plus the route's page chunk and
// everything that imports statically. Dynamic imports (other pages) are not part of a first visit.

/** The part of Vite's manifest.json (build.manifest) this reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  route: string;
  /** The page module, as the manifest names it (relative to web/). */
  page: string;
  /** Gzip bytes of JavaScript a first visit may load. */
  maxGzipBytes: number;
}

const KB = 1024;

// Set a little above what each route loads today, so growth is a decision, not an accident. The shared part
// is react-dom 63 KB, react-router 12 KB (declarative router: app/routing/app-router.tsx), react-query 10 KB
// and the app shell ~21 KB; zod (25 KB) is not part of it (app/api/contract-shapes.ts). /tournaments keeps
// the target, 120 KB (117.7 KB when set).
// Issues 26, 27, 29, 30 (this stop): the error catalogue left every first load (web/app/api/error-texts.ts loads it
// when a refusal arrives), 4.5 KB less on every route; each budget was lowered to its new load plus about 1 KB, after
// the check-in, notification and walk additions noted below.
export const ROUTE_BUDGETS: RouteBudget[] = [
  // Issue 26: the error catalogue (on every route) gained the participants table's refusals: 120.3 KB.
  // Issue 26 §4: the unsubscribe page's route, its API paths and error text (every route carries them): 121.0 KB.
  // Issue 28: the list comes a page at a time ("Show more": TanStack's infinite query): 119.1 KB.
  { route: '/tournaments', page: 'pages/tournaments-page.tsx', maxGzipBytes: 119.5 * KB },
  // Issue 31: the match card names a match's bracket or group (web/app/labels/match-stage-labels.ts): 158.3 KB.
  // Issue 26: the catalogue's participants-table refusals: 159.6 KB.
  // Issue 26 §5.4, §5.6, §5.10: the ending modal's page rule, keeping the scroll target in view, the finished
  // participants' placements: 160.2 KB.
  // Issue 26 §3: the match card's check-in (Ready, both sides, walkover texts) and stream links: 161.4 KB.
  // Issue 30: side markers on the match cards, the side history column and Export TRF: 159.2 KB; with the referee's
  // controls and the overlays panel beside them (issues 26, 27): 160.0 KB.
  { route: '/tournaments/:id', page: 'pages/tournament-page.tsx', maxGzipBytes: 161 * KB },
  // Issues 26, 27 and 31: the catalogue's participants-table refusals, the API key paths and error texts, and the
  // shared chunks' stage labels: 145.2 KB; issue 26 §5.4 adds the ending modal's page rule.
  // Issues 26 §4 and §5 (notifications, the walk's contract additions): 146.1 KB.
  { route: '/profile/:id', page: 'pages/profile-page.tsx', maxGzipBytes: 145 * KB },
  // The list, the detail and its standings (119.7 KB when set), in line with /tournaments.
  // Issue 26: the catalogue's participants-table refusals: 121.3 KB. Issue 26 §4: the unsubscribe route, paths and
  // error text: 122.1 KB. Issue 26 §5 (walk): the shared contract's amendment placements and attention kinds.
  { route: '/leaderboards/:id?', page: 'pages/leaderboards-page.tsx', maxGzipBytes: 120 * KB },
  // Issue 31: the "next match" line names the bracket or group too: 162.0 KB.
  // Issue 26: the catalogue's participants-table refusals: 163.0 KB. Issue 26 §4: the unsubscribe route, paths and
  // error text; the notification choices load with their tab: 164.1 KB. Issue 26 §5.9: an FFA record's points and
  // metrics, the shared confirmation dialog.
  { route: '/my-profile', page: 'pages/my-profile-page.tsx', maxGzipBytes: 164.5 * KB },
  // The leaderboards tab (list + create form) and the ending-modal slot every page carries: 154.7 KB when set.
  // Issue 27: the API keys tab (loaded when opened) and the key paths and error texts: 156.0 KB.
  { route: '/my-organization', page: 'pages/my-organization-page.tsx', maxGzipBytes: 156.5 * KB },
  // Issue 31: the Format section's double-elimination and round-robin options and their round counts: 169.2 KB.
  // Issue 26: the participants table's search, add, check-in, removal, CSV export and activity, and the seeding
  // sources: 173.2 KB. Issue 31 stages: the Format section's later stages, their plan and the domain's stage rules
  // (stage-rules.ts, checked as the organizer types): 177.4 KB. Issue 26 §5.4, §5.5, §5.10 (the ending modal's page
  // rule, readable UOS on the escrow, the leaderboard's returnable escrow): 178.5 KB. Issue 26 §5.8: Publish and
  // Pause asked in the confirmation dialog, the amendment's placements: 179.8 KB. Polish: round management's dates
  // through the app's one date formatter (web/app/labels/date-time-label.ts, a chunk shared with the tournament
  // page): 181.5 KB.
  { route: '/create-tournament/:id', page: 'pages/create-tournament-page.tsx', maxGzipBytes: 182.5 * KB },
  { route: '/admin-management', page: 'pages/admin-management-page.tsx', maxGzipBytes: 144 * KB },
  // Issue 27 §3: the three stream overlays (match, bracket, standings) share one page chunk; they read the brackets and
  // standings through the contract's zod schemas, so zod is part of their load: 145.7 KB when set. Issue 30: the match
  // overlay's side discs, the match cards' SideMarker (web/app/sides): 147.6 KB.
  { route: '/overlay/tournaments/*', page: 'pages/overlay-pages.tsx', maxGzipBytes: 148.5 * KB },
];

/** The JavaScript files (build-relative) a first visit of `page` loads, each once. */
export function firstLoadFiles(manifest: Manifest, page: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build (is it still loaded by a route?)`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of [...entries, page]) visit(entry);
  return [...seen].map((key) => manifest[key].file).filter((file) => /\.m?js$/.test(file));
}

export interface RouteLoad extends RouteBudget {
  gzipBytes: number;
  files: string[];
}

/** Each route's first load, given the gzip size of each built file. */
export function measureRoutes(
  manifest: Manifest,
  gzipBytesOf: (file: string) => number,
  budgets = ROUTE_BUDGETS,
): RouteLoad[] {
  return budgets.map((budget) => {
    const files = firstLoadFiles(manifest, budget.page);
    return { ...budget, files, gzipBytes: files.reduce((sum, file) => sum + gzipBytesOf(file), 0) };
  });
}
