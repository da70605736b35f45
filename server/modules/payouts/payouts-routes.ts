// /tournaments/{id}/payouts: the organizer's rewards and closing (issue 12 §2; organizer calls are our design).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PaymentParamsSchema,
  PrizePaymentSchema,
  TournamentPayoutsSchema,
  type PrizePayment,
  type TournamentPayouts,
} from '../../../src/contract/payouts.js';
import { TournamentIdParamsSchema } from '../../../src/contract/tournaments.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { UserRow } from '../users/users-module.js';
import { apiPaths } from '../../../src/contract/paths.js';

/** What the routes ask of the payouts module (declared here so the routes need not import the module). */
export interface PayoutsApi {
  view(user: UserRow, tournamentId: string): Promise<TournamentPayouts>;
  retry(user: UserRow, tournamentId: string, paymentId: string): Promise<PrizePayment>;
}

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
