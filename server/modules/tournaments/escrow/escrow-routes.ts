// /tournaments/{id}/escrow: the organizer's prize escrow (our design; SPEC leaves organizer calls "not shown").
// Any signed-in user reaches the ownership check, so another organization's tournament is a 404 for all.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FundEscrowBodySchema, TournamentEscrowSchema } from '../../../../src/contract/tournament-escrow.js';
import { TournamentIdParamsSchema, TournamentSchema } from '../../../../src/contract/tournaments.js';
import { requireUser, signedIn } from '../../../plugins/authentication.js';
import type { EscrowService } from './escrow-service.js';
import { apiPaths } from '../../../../src/contract/paths.js';

export async function tournamentEscrowRoutes(app: FastifyInstance, options: { escrow: EscrowService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const params = TournamentIdParamsSchema;
  const { escrow } = options;
  const path = apiPaths.tournamentEscrow.pattern;

  routes.get(
    path,
    { config: signedIn, schema: { tags, params, response: { 200: TournamentEscrowSchema } } },
    async (request) => escrow.describe(requireUser(request), request.params.id),
  );
  routes.post(
    path,
    { config: signedIn, schema: { tags, params, body: FundEscrowBodySchema, response: { 200: TournamentSchema } } },
    async (request) => escrow.fund(requireUser(request), request.params.id, request.body.transactionId),
  );
  routes.delete(
    path,
    { config: signedIn, schema: { tags, params, response: { 200: TournamentSchema } } },
    async (request) => escrow.reverse(requireUser(request), request.params.id),
  );
}
