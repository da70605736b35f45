// Reads the multipart body of POST /teams and PUT /teams/{id}: `name` and `avatar`, each only when provided
// (SPEC §5). Field errors use the generic texts; the avatar is checked by content later.
import type { FastifyRequest } from 'fastify';
import { TEAM_FORM_FIELDS, TeamNameSchema } from '../../../src/contract/teams.js';
import { HttpError, fieldErrors } from '../../http-error.js';
import { zodIssuesToFieldErrors } from '../../plugins/zod-field-errors.js';

export interface TeamForm {
  name?: string;
  avatar?: Buffer;
}

export async function readTeamForm(request: FastifyRequest): Promise<TeamForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED-MEDIA-TYPE');
  const form: { name?: string; avatar?: Buffer } = {};
  try {
    await readParts(request, form);
  } catch (error) {
    // A cut-off or malformed multipart body is the client's mistake, never a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status >= 400 && status < 500)) throw error;
    throw new HttpError(400, 'BAD-REQUEST');
  }
  if (form.name !== undefined) {
    const parsed = TeamNameSchema.safeParse(form.name);
    if (!parsed.success) {
      throw fieldErrors(
        zodIssuesToFieldErrors(
          parsed.error.issues.map((issue) => ({
            path: [TEAM_FORM_FIELDS.name],
            code: issue.code,
            message: issue.message,
            issue: issue as never,
          })),
          TEAM_FORM_FIELDS.name,
        ),
      );
    }
    form.name = parsed.data;
  }
  return form;
}

async function readParts(request: FastifyRequest, form: TeamForm): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Every file part must be drained, or the request never ends.
      const bytes = await part.toBuffer();
      if (part.fieldname !== TEAM_FORM_FIELDS.avatar) continue;
      if (part.file.truncated) throw new HttpError(413, 'PAYLOAD-TOO-LARGE');
      // Browsers send an empty file part when no file was chosen: that is "not provided".
      if (bytes.byteLength > 0) form.avatar = bytes;
    } else if (part.fieldname === TEAM_FORM_FIELDS.name && typeof part.value === 'string') {
      form.name = part.value;
    }
  }
}
