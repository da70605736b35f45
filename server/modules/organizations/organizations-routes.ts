// /organizations routes: the admin backoffice (needs edit on users, SPEC §2) and the organization's own
// pages (members of the organization). Thin wiring of contract schemas to the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  AddOrganizationMemberBodySchema,
  CreateOrganizationBodySchema,
  MyOrganizationSchema,
  OrganizationIdParamsSchema,
  OrganizationListQuerySchema,
  OrganizationMemberListSchema,
  OrganizationMemberParamsSchema,
  OrganizationOverviewSchema,
  OrganizationPageSchema,
  OrganizationSchema,
  SetOrganizationMemberRoleBodySchema,
  TransferOrganizationBodySchema,
  UpdateOrganizationBodySchema,
} from '../../../src/contract/organizations.js';
import { requireScope, requireUser } from '../../plugins/authentication.js';
import type { OrganizationsService } from './organizations-service.js';
import type { OrganizationOverviewReader } from './organization-overview.js';

export async function organizationsRoutes(
  app: FastifyInstance,
  options: { organizations: OrganizationsService; overview: OrganizationOverviewReader },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];
  const { organizations } = options;
  const params = OrganizationIdParamsSchema;
  const admin = (request: Parameters<typeof requireScope>[0]) => requireScope(request, 'users', 'edit');

  routes.get(
    apiPaths.organizations.pattern,
    { schema: { tags, querystring: OrganizationListQuerySchema, response: { 200: OrganizationPageSchema } } },
    async (request) => {
      admin(request);
      return organizations.list(request.query);
    },
  );

  routes.post(
    apiPaths.organizations.pattern,
    { schema: { tags, body: CreateOrganizationBodySchema, response: { 201: OrganizationSchema } } },
    async (request, reply) => {
      admin(request);
      return reply.code(201).send(await organizations.create(request.body));
    },
  );

  routes.get(
    apiPaths.currentOrganization.pattern,
    { schema: { tags, response: { 200: MyOrganizationSchema } } },
    async (request) => organizations.current(requireScope(request, 'organizations', 'read')),
  );

  const overviewSchema = { tags, response: { 200: OrganizationOverviewSchema } };
  routes.get(apiPaths.currentOrganizationOverview.pattern, { schema: overviewSchema }, async (request) =>
    options.overview.overview(await organizations.currentId(requireScope(request, 'organizations', 'read'))),
  );

  routes.get(
    apiPaths.organization.pattern,
    { schema: { tags, params, response: { 200: OrganizationSchema } } },
    async (request) => organizations.get(request.params.id, requireUser(request)),
  );

  routes.put(
    apiPaths.organization.pattern,
    { schema: { tags, params, body: UpdateOrganizationBodySchema, response: { 200: OrganizationSchema } } },
    async (request) => {
      admin(request);
      return organizations.update(request.params.id, request.body);
    },
  );

  routes.put(
    apiPaths.organizationLock.pattern,
    { schema: { tags, params, response: { 200: OrganizationSchema } } },
    async (request) => {
      admin(request);
      return organizations.setLocked(request.params.id, true);
    },
  );

  routes.put(
    apiPaths.organizationUnlock.pattern,
    { schema: { tags, params, response: { 200: OrganizationSchema } } },
    async (request) => {
      admin(request);
      return organizations.setLocked(request.params.id, false);
    },
  );

  routes.put(
    apiPaths.organizationOwner.pattern,
    { schema: { tags, params, body: TransferOrganizationBodySchema, response: { 200: OrganizationSchema } } },
    async (request) => {
      admin(request);
      return organizations.transferOwnership(request.params.id, request.body.email);
    },
  );

  routes.get(
    apiPaths.organizationMembers.pattern,
    { schema: { tags, params, response: { 200: OrganizationMemberListSchema } } },
    async (request) => organizations.members(request.params.id, requireUser(request)),
  );

  routes.post(
    apiPaths.organizationMembers.pattern,
    {
      schema: { tags, params, body: AddOrganizationMemberBodySchema, response: { 200: OrganizationMemberListSchema } },
    },
    async (request) => organizations.addMember(request.params.id, request.body.email, requireUser(request)),
  );

  routes.patch(
    apiPaths.organizationMember.pattern,
    {
      schema: {
        tags,
        summary: "Set a member's staff role (the owner's call)",
        description:
          'REFEREE: may resolve disputes, set results, report both sides in one step, check players in, set stream ' +
          'links and undo a missed check-in on the organization’s tournaments, nothing else (403 ' +
          'STAFF-ACTION-NOT-ALLOWED). MEMBER: every organizer right. 400 ORGANIZATION-OWNER-ROLE-FIXED for the owner.',
        params: OrganizationMemberParamsSchema,
        body: SetOrganizationMemberRoleBodySchema,
        response: { 200: OrganizationMemberListSchema },
      },
    },
    async (request) => {
      const { params, body } = request;
      const viewer = requireUser(request);
      const members = await organizations.setMemberRole(params.id, params.userId, body.role, viewer);
      // The change is recorded in the server log: who changed whose role, to what.
      request.log.info(
        { organizationId: params.id, memberId: params.userId, role: body.role, by: viewer.id },
        'organization member role set',
      );
      return members;
    },
  );

  routes.delete(
    apiPaths.organizationMember.pattern,
    { schema: { tags, params: OrganizationMemberParamsSchema, response: { 200: OrganizationMemberListSchema } } },
    async (request) => organizations.removeMember(request.params.id, request.params.userId, requireUser(request)),
  );
}
