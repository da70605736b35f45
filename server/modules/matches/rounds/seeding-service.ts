// Manual seeding (issue 11 §1; SPEC §4, §5, §7): during the seeding window the organizer places the checked-in
// participants with a seed slot list (PUT /matches/{tournamentId}/seeds). Every entrant gets exactly one seed,
// each seed is a whole number from 1 to the number of entrants and used once; errors are the catalogue's
// seeding codes with the offending rows in formFieldErrors. AUTO seeding needs nothing here: the play clock
// seeds by the stored draw (play-service.ts).
import type { Kysely } from 'kysely';
import { validateSeeding, validationMessages as msg } from '../../../../src/domain/index.js';
import type { SeedSlotsBody } from '../../../../src/contract/matches.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { HttpError, conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { lockTournament, recordParticipantEvent } from '../../tournaments/tournaments-module.js';
import type { SeedsSaveSource } from '../../../../src/contract/participant-management.js';
import { loadPlayContext } from '../play/play-context.js';
import { importTrf } from './trf-import.js';
import * as repo from '../play/play-repository.js';

type Db = Kysely<Database>;

export class SeedingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async setSeeds(
    user: UserRow,
    tournamentId: string,
    slots: SeedSlotsBody,
    source: SeedsSaveSource = 'MANUAL',
    randomSeed?: number,
  ): Promise<void> {
    const ctx = await loadPlayContext(this.db, tournamentId, user.id);
    if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
    await this.db.transaction().execute(async (trx) => {
      await lockTournament(trx, tournamentId);
      const play = await repo.findPlay(trx, tournamentId);
      const window = ctx.schedule.seeding;
      const now = this.clock.now();
      if (!window || !play || play.seeded_at || now < window.start || now >= window.end)
        throw conflict('SEEDING-NOT-IN-WINDOW');
      if (ctx.format.seeding !== 'MANUAL') throw conflict('SEEDING-INCORRECT');
      const entrants = await repo.entrants(trx, tournamentId);
      if (entrants.length < 2) throw conflict('SEEDING-NOT-ENOUGH-PARTICIPANTS');
      const known = new Set(entrants.map((entrant) => entrant.registration_id));
      const listed = new Set(slots.map((slot) => slot.registrationId));
      if (
        slots.length !== entrants.length ||
        listed.size !== slots.length ||
        [...listed].some((id) => !known.has(id))
      ) {
        throw new HttpError(400, 'SEEDING-INCORRECT', { seeds: 'List every checked-in participant exactly once' });
      }
      const errors = validateSeeding(slots.map((slot) => slot.seed));
      const messages = Object.values(errors);
      if (messages.length > 0) {
        const code = messages.includes(msg.SEED_ALREADY_USED)
          ? 'SEEDING-DUPLICATE'
          : slots.some((slot) => !Number.isInteger(slot.seed))
            ? 'SEEDING-INVALID-NUMBER'
            : 'SEEDING-INVALID-VALUE';
        throw new HttpError(400, code, errors);
      }
      // Seeds are the primary key: the list is written anew rather than swapped in place.
      await trx.deleteFrom('tournament_entrants').where('tournament_id', '=', tournamentId).execute();
      await trx
        .insertInto('tournament_entrants')
        .values(
          slots.map((slot) => ({ tournament_id: tournamentId, seed: slot.seed, registration_id: slot.registrationId })),
        )
        .execute();
      // The organizer's act, in the participants' audit trail (issue 26 §1): where the order came from.
      await recordParticipantEvent(trx, {
        tournamentId,
        registrationId: null,
        actorId: user.id,
        kind: 'SEEDED',
        details: randomSeed === undefined ? { source } : { source, randomSeed },
        at: new Date(now),
      });
    });
  }

  /** A Swiss started elsewhere, continued from its TRF (trf-import.ts). */
  async importTrf(user: UserRow, tournamentId: string, text: string): Promise<void> {
    await importTrf(this.db, this.clock, tournamentId, user.id, text);
  }
}
