// Match routes (SPEC §7 `/matches/{tournamentId}/…`; the calls SPEC does not show are ours, in the OpenAPI
// document): reads for everyone who may see the tournament, reports for its players, round management for its
// organizers. Thin wiring of contract schemas to the services.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmendmentPreviewSchema,
  BracketsSchema,
  DisputeBodySchema,
  DisqualifyBodySchema,
  EntrantParamsSchema,
  MatchDetailSchema,
  MatchesTournamentParamsSchema,
  MatchParamsSchema,
  MyMatchSchema,
  ReportIssueBodySchema,
  RoundManagementQuerySchema,
  RoundManagementSchema,
  RoundParamsSchema,
  SeedingSchema,
  SeedSlotsBodySchema,
  SetResultBodySchema,
  TrfImportBodySchema,
  StandingsSchema,
  StreamUrlBodySchema,
} from '../../../src/contract/matches.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { MatchesReader } from './reads/matches-reader.js';
import type { ReportService } from './reports/report-service.js';
import type { RoundManagementService } from './rounds/round-management-service.js';
import { readDuelReportForm, readFfaReportForm } from './reports/score-report-form.js';
import type { SeedingService } from './rounds/seeding-service.js';
import type { SeedingProposals } from './rounds/seeding-proposals.js';
import {
  SeedingProposalBodySchema,
  SeedingProposalSchema,
  SeedsSaveQuerySchema,
} from '../../../src/contract/participant-management.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { TournamentIdParamsSchema } from '../../../src/contract/tournaments.js';

export interface MatchesRoutesOptions {
  reader: MatchesReader;
  reports: ReportService;
  management: RoundManagementService;
  seeding: SeedingService;
  proposals: SeedingProposals;
}

const OkSchema = z.object({ ok: z.literal(true) });

export async function matchesRoutes(app: FastifyInstance, options: MatchesRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];
  const { reader, reports, management, seeding, proposals } = options;
  const tournament = MatchesTournamentParamsSchema;
  const match = MatchParamsSchema;
  const detail = { 200: MatchDetailSchema };

  // Everyone who may see the tournament (the embeddable bracket works for visitors).
  routes.get(
    apiPaths.brackets.pattern,
    { schema: { tags, params: tournament, response: { 200: BracketsSchema } } },
    async (request) => reader.brackets(request.params.tournamentId, request.user ?? null),
  );
  routes.get(
    apiPaths.tiebreakerLeaderboard.pattern,
    { schema: { tags, params: tournament, response: { 200: StandingsSchema } } },
    async (request) => reader.standings(request.params.tournamentId, request.user ?? null),
  );
  routes.get(
    apiPaths.myMatch.pattern,
    { config: signedIn, schema: { tags, params: tournament, response: { 200: MyMatchSchema } } },
    async (request) => reader.myMatch(request.params.tournamentId, requireUser(request)),
  );
  routes.get(
    apiPaths.roundManagement.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        params: tournament,
        querystring: RoundManagementQuerySchema,
        response: { 200: RoundManagementSchema },
      },
    },
    async (request) => reader.roundManagement(request.params.tournamentId, requireUser(request), request.query),
  );
  routes.get(
    apiPaths.tournamentTrf.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A Swiss tournament as a FIDE Tournament Report File (TRF-16 with XXR/XXC/XXS), organizer only',
        produces: ['text/plain'],
        params: TournamentIdParamsSchema,
        response: { 200: z.string().describe('text/plain: TRF lines, one "001" line per entrant') },
      },
    },
    async (request, reply) => {
      const { fileName, text } = await reader.trf(request.params.id, requireUser(request));
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
        .send(text);
    },
  );
  routes.post(
    apiPaths.tournamentTrf.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Continues a Swiss started elsewhere from its TRF (organizer only, after check-in, before the first round): ' +
          'players matched to the checked-in entrants by name, rounds stored as played, the next round drawn',
        params: TournamentIdParamsSchema,
        body: TrfImportBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await seeding.importTrf(requireUser(request), request.params.id, request.body.trf);
      return { ok: true as const };
    },
  );
  routes.get(
    apiPaths.seeds.pattern,
    { config: signedIn, schema: { tags, params: tournament, response: { 200: SeedingSchema } } },
    async (request) => reader.seeding(request.params.tournamentId, requireUser(request)),
  );
  routes.put(
    apiPaths.seeds.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        params: tournament,
        querystring: SeedsSaveQuerySchema,
        body: SeedSlotsBodySchema,
        response: { 200: SeedingSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { source, randomSeed } = request.query;
      await seeding.setSeeds(user, request.params.tournamentId, request.body, source, randomSeed);
      return reader.seeding(request.params.tournamentId, user);
    },
  );
  routes.post(
    apiPaths.seedingProposal.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A seed order from a source (random, linked leaderboard, past results, a list of names); not saved',
        params: tournament,
        body: SeedingProposalBodySchema,
        response: { 200: SeedingProposalSchema },
      },
    },
    async (request) => proposals.propose(requireUser(request), request.params.tournamentId, request.body),
  );
  routes.get(apiPaths.match.pattern, { schema: { tags, params: match, response: detail } }, async (request) =>
    reader.detail(request.params.tournamentId, request.params.matchId, request.user ?? null),
  );

  // A match's players (multipart score reports, SPEC §7; JSON when there is no file: score-report-form.ts).
  const consumes = ['multipart/form-data', 'application/json'];
  routes.post(
    apiPaths.duelScore.pattern,
    { config: signedIn, schema: { tags, params: match, consumes, response: detail } },
    async (request) => {
      const user = requireUser(request);
      const { context, read } = await reports.reportDuel(
        user,
        request.params.tournamentId,
        request.params.matchId,
        await readDuelReportForm(request),
      );
      return reader.detailView(read, context, user);
    },
  );
  routes.post(
    apiPaths.ffaScore.pattern,
    { config: signedIn, schema: { tags, params: match, consumes, response: detail } },
    async (request) => {
      const user = requireUser(request);
      const { context, read } = await reports.reportFfa(
        user,
        request.params.tournamentId,
        request.params.matchId,
        await readFfaReportForm(request),
      );
      return reader.detailView(read, context, user);
    },
  );
  routes.post(
    apiPaths.confirmScore.pattern,
    { config: signedIn, schema: { tags, params: match, response: detail } },
    async (request) => {
      const user = requireUser(request);
      const { context, read } = await reports.confirm(user, request.params.tournamentId, request.params.matchId);
      return reader.detailView(read, context, user);
    },
  );
  routes.post(
    apiPaths.disputeScore.pattern,
    { config: signedIn, schema: { tags, params: match, body: DisputeBodySchema, response: detail } },
    async (request) => {
      const user = requireUser(request);
      const { params, body } = request;
      const { context, read } = await reports.dispute(user, params.tournamentId, params.matchId, body.message);
      return reader.detailView(read, context, user);
    },
  );
  routes.post(
    apiPaths.matchIssue.pattern,
    { config: signedIn, schema: { tags, params: match, body: ReportIssueBodySchema, response: detail } },
    async (request) => {
      const user = requireUser(request);
      const { params, body } = request;
      const { context, read } = await reports.reportIssue(user, params.tournamentId, params.matchId, body.message);
      return reader.detailView(read, context, user);
    },
  );

  routes.post(
    apiPaths.matchReady.pattern,
    {
      config: signedIn,
      schema: { tags, summary: 'A side confirms it is present (match check-in)', params: match, response: detail },
    },
    async (request) => {
      const user = requireUser(request);
      const { context, read } = await reports.readyUp(user, request.params.tournamentId, request.params.matchId);
      return reader.detailView(read, context, user);
    },
  );

  // The organizer's round management.
  routes.post(
    apiPaths.matchNoShowUndo.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Undo a walkover given for a missed check-in',
        params: match,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await management.undoNoShow(requireUser(request), request.params.tournamentId, request.params.matchId);
      return { ok: true as const };
    },
  );
  routes.put(
    apiPaths.matchStream.pattern,
    {
      config: signedIn,
      schema: { tags, params: match, body: StreamUrlBodySchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const { params, body } = request;
      await management.setStreamUrl(requireUser(request), params.tournamentId, params.matchId, body.streamUrl);
      return { ok: true as const };
    },
  );
  routes.post(
    apiPaths.matchResult.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Set a match result (organizer or referee)',
        description:
          'Resolves a dispute, sets a missing result, or reports both sides of an open match in one step (offline ' +
          'or LAN events): the result is final at once. A final result is amended, with what follows recomputed.',
        params: match,
        body: SetResultBodySchema,
        response: { 200: AmendmentPreviewSchema },
      },
    },
    async (request) =>
      management.setResult(requireUser(request), request.params.tournamentId, request.params.matchId, request.body),
  );
  routes.post(
    apiPaths.matchAmendmentPreview.pattern,
    {
      config: signedIn,
      schema: { tags, params: match, body: SetResultBodySchema, response: { 200: AmendmentPreviewSchema } },
    },
    async (request) =>
      management.previewResult(requireUser(request), request.params.tournamentId, request.params.matchId, request.body),
  );
  routes.post(
    apiPaths.disqualifyEntrant.pattern,
    {
      config: signedIn,
      schema: { tags, params: EntrantParamsSchema, body: DisqualifyBodySchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await management.disqualify(
        requireUser(request),
        request.params.tournamentId,
        request.params.registrationId,
        request.body.ban,
        request.body.reason,
      );
      return { ok: true as const };
    },
  );
  routes.post(
    apiPaths.pauseTournament.pattern,
    { config: signedIn, schema: { tags, params: tournament, response: { 200: OkSchema } } },
    async (request) => {
      await management.pause(requireUser(request), request.params.tournamentId);
      return { ok: true as const };
    },
  );
  routes.post(
    apiPaths.resumeTournament.pattern,
    { config: signedIn, schema: { tags, params: tournament, response: { 200: OkSchema } } },
    async (request) => {
      await management.resume(requireUser(request), request.params.tournamentId);
      return { ok: true as const };
    },
  );
  routes.post(
    apiPaths.skipRound.pattern,
    { config: signedIn, schema: { tags, params: RoundParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await management.skipRound(requireUser(request), request.params.tournamentId, request.params.round);
      return { ok: true as const };
    },
  );
}
