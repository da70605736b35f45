// The import-boundaries ESLint rule (tests/architecture/import-boundaries-rule.js), case by case: `npm run lint`
// applies it to the whole repository; these cases make sure it can fail and does not over-reach.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript rule module (ESLint loads it without a TypeScript loader)
import { boundaryProblem } from './import-boundaries-rule.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const at = (path: string) => resolve(ROOT, path);
const problem = (importer: string, specifier: string): string | null => boundaryProblem(at(importer), specifier);

describe('import boundaries', () => {
  it('a web feature may import its own files, web/app and src, but not another feature', () => {
    expect(problem('web/features/brackets/components/card.tsx', '../api/brackets-api.js')).toBeNull();
    expect(problem('web/features/brackets/brackets-tab.tsx', '../../app/query/tournament-keys.js')).toBeNull();
    expect(problem('web/features/brackets/brackets-tab.tsx', '../../../src/contract/matches.js')).toBeNull();
    expect(problem('web/features/brackets/brackets-tab.tsx', '../standings/standings-tab.js')).toMatch(
      /feature "brackets" imports feature "standings"/,
    );
    expect(problem('web/features/match-play/ui/card.tsx', '../../teams/api/teams-api.js')).toMatch(
      /feature "match-play" imports feature "teams"/,
    );
  });

  it('web/app and pages may compose features', () => {
    expect(problem('web/app/routes.tsx', '../features/brackets/brackets-tab.js')).toBeNull();
    expect(problem('web/pages/tournament-page.tsx', '../features/standings/standings-tab.js')).toBeNull();
  });

  it('a server module reaches another only through its <name>-module file', () => {
    expect(problem('server/modules/matches/reports/report-service.ts', '../play/match-finalizer.js')).toBeNull();
    expect(problem('server/modules/matches/reports/report-service.ts', '../../../db/unique-violation.js')).toBeNull();
    expect(problem('server/modules/matches/reports/report-service.ts', '../../users/users-module.js')).toBeNull();
    expect(problem('server/modules/matches/reports/report-service.ts', '../../users/users-repository.js')).toMatch(
      /module "matches" reaches into module "users"/,
    );
    expect(problem('server/modules/tournaments/escrow/escrow-service.ts', '../../wallet/chain-gateway.js')).toMatch(
      /into module "wallet"/,
    );
    expect(problem('server/app.ts', './modules/users/users-repository.js')).toBeNull();
  });

  it('a table declaration imports only other table declarations, so the schema type cannot loop', () => {
    const rewards = 'server/modules/leaderboard-rewards/rewards-tables.ts';
    expect(problem(rewards, '../tournaments/escrow/escrow-tables.js')).toBeNull();
    expect(problem('server/modules/stats/stats-tables.ts', '../../db/column-types.js')).toBeNull();
    expect(problem('server/modules/leaderboards/leaderboard-tables.ts', '../../../src/domain/types.js')).toBeNull();
    expect(problem(rewards, '../tournaments/tournaments-module.js')).toMatch(/table declaration imports/);
    expect(problem('server/modules/teams/team-tables.ts', './teams-service.js')).toMatch(/table declaration imports/);
    expect(problem('server/db/some-tables.ts', './schema.js')).toMatch(/table declaration imports/);
  });

  it('package imports are not its business', () => {
    expect(problem('web/features/brackets/brackets-tab.tsx', 'react')).toBeNull();
  });
});
