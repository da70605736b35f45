// /leaderboards/{id}/escrow and /leaderboards/{id}/rewards: the organizers' prize pool escrow and prize sending
// (our design; SPEC leaves organizer calls "not shown"). Organizers act with the tournaments' edit permission,
// like the rest of the leaderboard administration; anyone else gets the leaderboard's 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FundEscrowBodySchema,
  LeaderboardEscrowSchema,
  LeaderboardRewardsSchema,
  SendLeaderboardRewardsBodySchema,
} from '../../../src/contract/leaderboard-rewards.js';
import { LeaderboardIdParamsSchema } from '../../../src/contract/leaderboards.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { requireScope, signedIn } from '../../plugins/authentication.js';
import type { LeaderboardEscrowService } from './leaderboard-escrow-service.js';
import type { LeaderboardRewardsService } from './leaderboard-rewards-service.js';

export async function leaderboardRewardsRoutes(
  app: FastifyInstance,
  options: {
    escrow: LeaderboardEscrowService;
    rewards: LeaderboardRewardsService;
    /** The ledger's run for the leaderboard's payments. */
    pay: (leaderboardId: string) => Promise<void>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leaderboards'];
  const params = LeaderboardIdParamsSchema;
  const { escrow, rewards, pay } = options;
  const editor = (request: Parameters<typeof requireScope>[0]) => requireScope(request, 'tournaments', 'edit');
  const escrowPath = apiPaths.leaderboardEscrow.pattern;

  routes.get(
    escrowPath,
    { config: signedIn, schema: { tags, params, response: { 200: LeaderboardEscrowSchema } } },
    async (request) => escrow.describe(editor(request), request.params.id),
  );
  routes.post(
    escrowPath,
    {
      config: signedIn,
      schema: { tags, params, body: FundEscrowBodySchema, response: { 200: LeaderboardEscrowSchema } },
    },
    async (request) => escrow.fund(editor(request), request.params.id, request.body.transactionId),
  );
  routes.delete(
    escrowPath,
    { config: signedIn, schema: { tags, params, response: { 200: LeaderboardEscrowSchema } } },
    async (request) => escrow.reverse(editor(request), request.params.id),
  );
  routes.get(
    apiPaths.leaderboardRewards.pattern,
    { config: signedIn, schema: { tags, params, response: { 200: LeaderboardRewardsSchema } } },
    async (request) => rewards.view(editor(request).id, request.params.id),
  );
  routes.post(
    apiPaths.leaderboardRewardsSend.pattern,
    {
      config: signedIn,
      schema: { tags, params, body: SendLeaderboardRewardsBodySchema, response: { 200: LeaderboardRewardsSchema } },
    },
    async (request) => {
      const user = editor(request);
      await rewards.send(user.id, request.params.id, request.body.prizeId);
      // Paid before answering, so the organizer sees the outcome; failures stay recorded and the sweep retries.
      await pay(request.params.id);
      return rewards.view(user.id, request.params.id);
    },
  );
}
