// /users routes (SPEC §7): thin wiring of contract schemas to the users service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  AvatarResponseSchema,
  CurrentUserSchema,
  EmailVerificationResponseSchema,
  LinkedAccountsSchema,
  PublicUserSchema,
  UpdateCurrentUserBodySchema,
  UserIdParamsSchema,
} from '../../../src/contract/users.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import { HttpError, badRequest } from '../../http-error.js';
import { toCurrentUser, toPublicUser } from './user-views.js';
import type { UsersService } from './users-service.js';

async function readAvatarUpload(request: FastifyRequest): Promise<{ file?: Buffer; url?: string }> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED-MEDIA-TYPE');
  const input: { file?: Buffer; url?: string } = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'profilePicture') continue;
      if (part.file.truncated) throw new HttpError(413, 'AVATAR-TOO-LARGE');
      input.file = bytes;
    } else if (part.fieldname === 'profilePictureUrl' && typeof part.value === 'string' && part.value.trim()) {
      input.url = part.value.trim();
    }
  }
  if (!input.file && !input.url) throw badRequest('VALIDATION-FAILED', { profilePicture: 'This field is required.' });
  return input;
}

export async function usersRoutes(app: FastifyInstance, options: { users: UsersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const { users } = options;

  routes.get(
    apiPaths.currentUser.pattern,
    { config: signedIn, schema: { tags, response: { 200: CurrentUserSchema } } },
    async (request) => toCurrentUser(requireUser(request)),
  );

  routes.put(
    apiPaths.currentUser.pattern,
    { config: signedIn, schema: { tags, body: UpdateCurrentUserBodySchema, response: { 200: CurrentUserSchema } } },
    async (request) => toCurrentUser(await users.updateProfile(requireUser(request).id, request.body)),
  );

  routes.get(
    apiPaths.currentUserLinkedAccounts.pattern,
    { config: signedIn, schema: { tags, response: { 200: z.object({ linkedAccounts: LinkedAccountsSchema }) } } },
    async (request) => ({ linkedAccounts: toCurrentUser(requireUser(request)).linkedAccounts }),
  );

  routes.put(
    apiPaths.currentUserAvatar.pattern,
    { config: signedIn, schema: { tags, consumes: ['multipart/form-data'], response: { 200: AvatarResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const upload = await readAvatarUpload(request);
      return { profilePictureURL: await users.updateAvatar(user.id, upload) };
    },
  );

  // Each call mails a link: a few a minute is plenty for a person and keeps the route from relaying mail.
  routes.post(
    apiPaths.currentUserEmailVerification.pattern,
    {
      config: { ...signedIn, rateLimit: { max: 3, timeWindow: '1 minute' } },
      schema: { tags, response: { 200: EmailVerificationResponseSchema } },
    },
    async (request) => users.requestEmailVerification(requireUser(request)),
  );

  routes.get(
    apiPaths.publicUser.pattern,
    { schema: { tags, params: UserIdParamsSchema, response: { 200: PublicUserSchema } } },
    async (request) => toPublicUser(await users.publicProfile(request.params.id)),
  );
}
