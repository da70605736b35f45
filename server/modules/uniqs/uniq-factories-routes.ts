// /uniq-factories routes: prepare a factory (metadata + media, multipart), register it after signing,
// and list an organization's factories with their minted counts read from the chain.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  OrganizationIdParamsSchema,
  RegisterUniqFactoryBodySchema,
  UniqFactoryDraftSchema,
  UniqFactoryFieldsSchema,
  UniqFactoryListSchema,
  UniqFactorySchema,
} from '../../../src/contract/uniqs.js';
import { zodIssuesToFieldErrors } from '../../plugins/zod-field-errors.js';
import { requireScope, signedIn } from '../../plugins/authentication.js';
import { HttpError, fieldErrors } from '../../http-error.js';
import type { DraftFiles, UniqFactoriesService } from './uniq-factories-service.js';
import { MAX_MEDIA_BYTES } from './uniq-media.js';

const FILE_FIELDS = new Set(['square', 'main', 'background', 'media']);

async function readFactoryForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED-MEDIA-TYPE');
  const fields: Record<string, string> = {};
  const files: DraftFiles = { media: [] };
  for await (const part of request.parts({ limits: { fileSize: MAX_MEDIA_BYTES, files: 11 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'PAYLOAD-TOO-LARGE');
      if (!FILE_FIELDS.has(part.fieldname) || bytes.length === 0) continue;
      if (part.fieldname === 'media') files.media.push(bytes);
      else files[part.fieldname as 'square' | 'main' | 'background'] = bytes;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const parsed = UniqFactoryFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw fieldErrors(
      zodIssuesToFieldErrors(
        parsed.error.issues.map((issue) => {
          const { path, code, message, ...rest } = issue as unknown as {
            path: (string | number)[];
            code: string;
            message: string;
          };
          return { path, code, message, issue: rest };
        }),
        'body',
      ),
    );
  }
  return { fields: parsed.data, files };
}

export async function uniqFactoriesRoutes(app: FastifyInstance, options: { uniqs: UniqFactoriesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['uniqs'];

  routes.post(
    apiPaths.uniqFactoryDrafts.pattern,
    {
      config: signedIn,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: UniqFactoryDraftSchema } },
      bodyLimit: 200 * 1024 * 1024,
    },
    async (request) => {
      const user = requireScope(request, 'organizations', 'read');
      const { fields, files } = await readFactoryForm(request);
      return options.uniqs.createDraft(user, fields, files);
    },
  );

  routes.post(
    apiPaths.uniqFactories.pattern,
    { config: signedIn, schema: { tags, body: RegisterUniqFactoryBodySchema, response: { 200: UniqFactorySchema } } },
    async (request) => options.uniqs.register(requireScope(request, 'organizations', 'read'), request.body.draftId),
  );

  routes.get(
    apiPaths.organizationUniqFactories.pattern,
    { schema: { tags, params: OrganizationIdParamsSchema, response: { 200: UniqFactoryListSchema } } },
    async (request) => options.uniqs.listForOrganization(request.params.id),
  );
}
