// Organizer calls around the sections (unlocking a section, uploading art) and the participants list. Our
// design (SPEC marks organizer calls "not shown"); the sections themselves are in tournaments-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ParticipantListSchema,
  PromotionBodySchema,
  SectionParamsSchema,
  TOURNAMENT_MEDIA_KINDS,
  TournamentIdParamsSchema,
  TournamentMediaResponseSchema,
  TournamentSchema,
  type TournamentMediaKind,
} from '../../../src/contract/tournaments.js';
import { HttpError, fieldErrors } from '../../http-error.js';
import { requireScope, requireUser, signedIn } from '../../plugins/authentication.js';
import { MAX_MEDIA_BYTES } from '../uniqs/uniqs-module.js';
import type { TournamentMediaService } from './tournament-media.js';
import type { TournamentOrganizerService } from './tournament-organizer-service.js';
import type { TournamentParticipants } from './tournament-participants.js';
import type { TournamentReader } from './tournament-reader.js';
import { setPromotion } from './tournament-promotion.js';
import { apiPaths } from '../../../src/contract/paths.js';
import type { Clock } from '../../clock.js';

export interface TournamentContentRoutesOptions {
  db: Kysely<Database>;
  reader: TournamentReader;
  organizer: TournamentOrganizerService;
  media: TournamentMediaService;
  participants: TournamentParticipants;
  clock: Clock;
}

/** Reads `kind` then `file` from the multipart body; the kind decides whether a video is accepted. */
async function readMediaForm(request: FastifyRequest): Promise<{ kind: TournamentMediaKind; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED-MEDIA-TYPE');
  let kind: string | undefined;
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_MEDIA_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'PAYLOAD-TOO-LARGE');
      if (part.fieldname === 'file') bytes = content;
    } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
      kind = part.value;
    }
  }
  const errors: Record<string, string> = {};
  if (!kind || !(TOURNAMENT_MEDIA_KINDS as readonly string[]).includes(kind)) errors.kind = 'Invalid value';
  if (!bytes || bytes.length === 0) errors.file = 'This field is required.';
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { kind: kind as TournamentMediaKind, bytes: bytes! };
}

export async function tournamentContentRoutes(app: FastifyInstance, options: TournamentContentRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];

  routes.delete(
    apiPaths.tournamentSection.pattern,
    { config: signedIn, schema: { tags, params: SectionParamsSchema, response: { 200: TournamentSchema } } },
    async (request) => options.organizer.unlockSection(requireUser(request), request.params.id, request.params.section),
  );

  routes.post(
    apiPaths.tournamentMedia.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        params: TournamentIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: TournamentMediaResponseSchema },
      },
      bodyLimit: MAX_MEDIA_BYTES + 64 * 1024,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { kind, bytes } = await readMediaForm(request);
      return reply.code(201).send(await options.media.upload(user, request.params.id, kind, bytes));
    },
  );

  routes.get(
    apiPaths.tournamentParticipants.pattern,
    { config: signedIn, schema: { tags, params: TournamentIdParamsSchema, response: { 200: ParticipantListSchema } } },
    async (request) => options.participants.list(requireUser(request), request.params.id),
  );

  // Admins only (the users:edit scope marks a platform admin; organizers hold tournaments:edit themselves).
  routes.put(
    apiPaths.tournamentPromotion.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        params: TournamentIdParamsSchema,
        body: PromotionBodySchema,
        response: { 200: TournamentSchema },
      },
    },
    async (request) =>
      setPromotion(
        options.db,
        options.reader,
        requireScope(request, 'users', 'edit'),
        request.params.id,
        request.body.promoted,
        new Date(options.clock.now()),
      ),
  );
}
