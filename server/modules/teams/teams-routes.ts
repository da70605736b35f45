// /teams routes (SPEC §7): thin wiring of contract schemas to the teams service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  DesignateCaptainBodySchema,
  InvitationAnswerBodySchema,
  InviteMemberBodySchema,
  PendingInvitationListSchema,
  RemoveMemberBodySchema,
  TeamIdParamsSchema,
  TeamListQuerySchema,
  TeamListSchema,
  TeamMembersSchema,
  TeamSchema,
  TransferOwnershipBodySchema,
} from '../../../src/contract/teams.js';
import { requireScope, requireUser } from '../../plugins/authentication.js';
import { badRequest } from '../../http-error.js';
import { readTeamForm } from './team-form.js';
import type { TeamsService } from './teams-service.js';

const OkSchema = z.object({ ok: z.literal(true) });

/** SPEC §7 repeats the team id in the body of accept/reject; a different one is a confused client. */
function assertSameTeam(pathId: string, body: { teamId?: string } | undefined) {
  if (body?.teamId && body.teamId !== pathId) throw badRequest('BAD-REQUEST');
}

export async function teamsRoutes(app: FastifyInstance, options: { teams: TeamsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];
  const { teams } = options;
  const params = TeamIdParamsSchema;

  routes.get(
    apiPaths.teams.pattern,
    { schema: { tags, querystring: TeamListQuerySchema, response: { 200: TeamListSchema } } },
    async (request) => {
      const userId = request.query.userId ?? requireUser(request).id;
      return teams.listTeamsOf(userId, request.user?.id ?? null);
    },
  );

  routes.get(
    apiPaths.teamPendingInvitations.pattern,
    { schema: { tags, response: { 200: PendingInvitationListSchema } } },
    async (request) => teams.pendingInvitations(requireUser(request)),
  );

  routes.get(apiPaths.team.pattern, { schema: { tags, params, response: { 200: TeamSchema } } }, async (request) =>
    teams.getTeam(request.params.id, request.user?.id ?? null),
  );

  routes.get(
    apiPaths.teamMembers.pattern,
    { schema: { tags, params, response: { 200: TeamMembersSchema } } },
    async (request) => teams.members(request.params.id, request.user?.id ?? null),
  );

  routes.post(
    apiPaths.teams.pattern,
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: TeamSchema } } },
    async (request, reply) => {
      const user = requireScope(request, 'teams', 'create');
      const team = await teams.create(user, await readTeamForm(request));
      return reply.code(201).send(team);
    },
  );

  routes.put(
    apiPaths.team.pattern,
    { schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: TeamSchema } } },
    async (request) => {
      const user = requireScope(request, 'teams', 'edit');
      return teams.update(user, request.params.id, await readTeamForm(request));
    },
  );

  routes.delete(apiPaths.team.pattern, { schema: { tags, params, response: { 200: OkSchema } } }, async (request) => {
    await teams.delete(requireScope(request, 'teams', 'delete'), request.params.id);
    return { ok: true as const };
  });

  routes.delete(
    apiPaths.teamLeave.pattern,
    { schema: { tags, params, response: { 200: OkSchema } } },
    async (request) => {
      await teams.leave(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  routes.put(
    apiPaths.teamOwner.pattern,
    { schema: { tags, params, body: TransferOwnershipBodySchema, response: { 200: TeamSchema } } },
    async (request) => teams.transferOwnership(requireUser(request), request.params.id, request.body.memberId),
  );

  routes.put(
    apiPaths.teamCaptain.pattern,
    { schema: { tags, params, body: DesignateCaptainBodySchema, response: { 200: TeamSchema } } },
    async (request) => teams.designateCaptain(requireUser(request), request.params.id, request.body.memberId),
  );

  routes.put(
    apiPaths.teamMemberInvite.pattern,
    { schema: { tags, params, body: InviteMemberBodySchema, response: { 200: TeamMembersSchema } } },
    async (request) => teams.invite(requireUser(request), request.params.id, request.body.email),
  );

  routes.post(
    apiPaths.teamMember.pattern,
    { schema: { tags, params, response: { 200: TeamSchema } } },
    async (request) => teams.accept(requireUser(request), request.params.id),
  );

  routes.put(
    apiPaths.teamAccept.pattern,
    { schema: { tags, params, body: InvitationAnswerBodySchema, response: { 200: TeamSchema } } },
    async (request) => {
      assertSameTeam(request.params.id, request.body);
      return teams.accept(requireUser(request), request.params.id);
    },
  );

  routes.put(
    apiPaths.teamReject.pattern,
    { schema: { tags, params, body: InvitationAnswerBodySchema, response: { 200: OkSchema } } },
    async (request) => {
      assertSameTeam(request.params.id, request.body);
      await teams.reject(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  routes.delete(
    apiPaths.teamMember.pattern,
    { schema: { tags, params, body: RemoveMemberBodySchema, response: { 200: TeamMembersSchema } } },
    async (request) => teams.removeMember(requireUser(request), request.params.id, request.body),
  );
}
