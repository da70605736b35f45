// /tournaments/{id}/payouts: the organizer's rewards and closing (issue 12 §2; organizer calls are our design).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaymentParamsSchema, PrizePaymentSchema, TournamentPayoutsSchema } from '../../../src/contract/payouts.js';
import { TournamentIdParamsSchema } from '../../../src/contract/tournaments.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { PayoutsApi } from './payouts-module.js';
import { apiPaths } from '../../../src/contract/paths.js';

export async function payoutsRoutes(app: FastifyInstance, options: { payouts: PayoutsApi }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payouts'];
  const { payouts } = options;

  routes.get(
    apiPaths.tournamentPayouts.pattern,
    {
      config: signedIn,
      schema: { tags, params: TournamentIdParamsSchema, response: { 200: TournamentPayoutsSchema } },
    },
    async (request) => payouts.view(requireUser(request), request.params.id),
  );
  routes.post(
    apiPaths.tournamentPaymentRetry.pattern,
    { config: signedIn, schema: { tags, params: PaymentParamsSchema, response: { 200: PrizePaymentSchema } } },
    async (request) => payouts.retry(requireUser(request), request.params.id, request.params.paymentId),
  );
}
