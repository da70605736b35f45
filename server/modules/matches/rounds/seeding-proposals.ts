// Seed orders the organizer can start from (issue 26 §1): a random draw, the linked leaderboard's standings, past
// results in the same game, or a pasted list of names. A proposal writes nothing: the seeding screen applies it like
// a drag (PUT …/seeds, shown at once and rolled back if refused), so every rule of the seeding window stays there.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  createSeededRandom,
  orderByNames,
  orderByScore,
  pastResultScores,
  seededShuffle,
} from '../../../../src/domain/index.js';
import type { SeedingProposal, SeedingProposalBody } from '../../../../src/contract/participant-management.js';
import type { Database } from '../../../db/schema.js';
import { conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { nicknamesOf } from '../../users/users-module.js';
import { standingsUpToRank } from '../../leaderboards/leaderboards-module.js';
import { registrationSides, tournamentPlaySettings } from '../../tournaments/tournaments-module.js';
import { loadPlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';

type Db = Kysely<Database>;

/** Who an entrant is across tournaments and leaderboards: its team, or its player. */
const identityOf = (entrant: { team_id: string | null; user_id: string }) => entrant.team_id ?? entrant.user_id;

export class SeedingProposals {
  constructor(private readonly db: Db) {}

  async propose(user: UserRow, tournamentId: string, body: SeedingProposalBody): Promise<SeedingProposal> {
    const ctx = await loadPlayContext(this.db, tournamentId, user.id);
    if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
    const entrants = ctx.play ? await repo.entrantsWithPeople(this.db, tournamentId) : [];
    if (entrants.length < 2) throw conflict('SEEDING-NOT-ENOUGH-PARTICIPANTS');
    const current = entrants.map((entrant) => entrant.registration_id);
    const byIdentity = new Map(entrants.map((entrant) => [identityOf(entrant), entrant.registration_id]));
    const scored = (scores: Map<string, number>): SeedingProposal => ({
      order: orderByScore(current, scores),
      unknownNames: [],
      placed: scores.size,
    });
    switch (body.source) {
      case 'RANDOM': {
        // A fresh draw each time (the organizer asks again for another); reproducible from its seed, which the
        // audit trail keeps when the order is saved.
        const seed = randomInt(2 ** 31);
        return {
          order: seededShuffle(current, createSeededRandom(seed)),
          unknownNames: [],
          placed: current.length,
          randomSeed: seed,
        };
      }
      case 'LEADERBOARD': {
        const link = await this.db
          .selectFrom(tournamentPlaySettings(this.db).as('t'))
          .select('t.leaderboard_id')
          .where('t.id', '=', tournamentId)
          .executeTakeFirst();
        if (!link?.leaderboard_id) throw conflict('SEEDING-NO-LEADERBOARD');
        const standings = await standingsUpToRank(this.db, link.leaderboard_id, null);
        const scores = new Map<string, number>();
        for (const row of standings) {
          const registrationId = byIdentity.get(row.team_id ?? row.user_id ?? '');
          if (registrationId && !scores.has(registrationId)) scores.set(registrationId, row.position);
        }
        return scored(scores);
      }
      case 'PAST_RESULTS': {
        const rows = await this.db
          .selectFrom('tournament_entrants as e')
          .innerJoin(tournamentPlaySettings(this.db).as('t'), 't.id', 'e.tournament_id')
          .innerJoin(registrationSides(this.db).as('r'), 'r.id', 'e.registration_id')
          .innerJoin('tournament_play as p', 'p.tournament_id', 'e.tournament_id')
          .select(['r.user_id', 'r.team_id', 'e.final_rank', 'p.entrant_count'])
          .where('t.discipline_id', '=', (eb) =>
            eb
              .selectFrom(tournamentPlaySettings(this.db).as('self'))
              .select('self.discipline_id')
              .where('self.id', '=', tournamentId),
          )
          .where('e.tournament_id', '<>', tournamentId)
          .where('e.final_rank', 'is not', null)
          .execute();
        const finishes = rows.flatMap((row) => {
          const registrationId = byIdentity.get(identityOf(row));
          return registrationId
            ? [{ entrantId: registrationId, finalRank: Number(row.final_rank), fieldSize: Number(row.entrant_count) }]
            : [];
        });
        return scored(pastResultScores(finishes));
      }
      case 'LIST': {
        const captains = await nicknamesOf(
          this.db,
          entrants.map((entrant) => entrant.user_id),
        );
        const candidates = entrants.map((entrant) => ({
          id: entrant.registration_id,
          names: [entrant.name, captains.get(entrant.user_id) ?? ''],
        }));
        const named = orderByNames(candidates, body.names);
        return { order: named.order, unknownNames: named.unknown, placed: named.placed };
      }
    }
  }
}
