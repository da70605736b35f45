// POST /participants/{tournamentId}/accept-end-tournament (SPEC §7): the player closed the ending modal.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../src/contract/paths.js';
import { ParticipantTournamentParamsSchema } from '../../../src/contract/tournaments.js';
import type { Clock } from '../../clock.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound } from '../../http-error.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { EndingModalTournaments } from './ending-modal-queue.js';
import { acceptEndingModal } from './ending-modal-repository.js';

export async function endingModalRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; clock: Clock; tournaments: EndingModalTournaments },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    apiPaths.acceptEndTournament.pattern,
    {
      config: signedIn,
      schema: { tags: ['tournaments'], params: ParticipantTournamentParamsSchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { tournamentId } = request.params;
      // Idempotent: accepting again, or before the modal exists, leaves nothing to clear.
      if (!(await acceptEndingModal(options.db, tournamentId, user.id, new Date(options.clock.now())))) {
        const { exists, participant } = await options.tournaments.playerParticipation(
          options.db,
          tournamentId,
          user.id,
        );
        if (!exists) throw notFound('TOURNAMENT-NOT-FOUND');
        if (!participant) throw forbidden('TOURNAMENT-NOT-REGISTERED');
      }
      return reply.code(204).send();
    },
  );
}
