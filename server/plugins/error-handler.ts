// Turns every failure into the SPEC §8 envelope. Bad input is always a 4xx with a catalogue code or
// formFieldErrors; anything unexpected is a 500 whose body says nothing about internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FormFieldErrors } from '../../src/contract/error-body.js';
import type { ErrorCode } from '../../src/contract/error-catalogue.js';
import { HttpError, LoginRequiredError } from '../http-error.js';
import { ChainError } from '../chain/chain-errors.js';
import { nodeosErrorBody } from '../chain/nodeos-error-body.js';
import { zodIssuesToFieldErrors, type IssueLike } from './zod-field-errors.js';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD-TOO-LARGE' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD-TOO-LARGE' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD-TOO-LARGE' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD-TOO-LARGE' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD-TOO-LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED-MEDIA-TYPE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED-MEDIA-TYPE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD-REQUEST' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD-REQUEST' },
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD-REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT-FOUND',
  413: 'PAYLOAD-TOO-LARGE',
  415: 'UNSUPPORTED-MEDIA-TYPE',
  429: 'TOO-MANY-REQUESTS',
};

// A cut-off or malformed multipart body fails inside busboy with a plain Error (no code or status): it is
// the client's bad input, so it is a 400, for every upload route at once.
const MULTIPART_PARSE_ERRORS =
  /Unexpected end of (form|file)|Malformed part header|Boundary not found|Malformed urlencoded form/i;

// PostgreSQL refusing a character in text (a NUL, say, in a multipart field that the text guard cannot see):
// the input was bad, and the statement that met it rolled back.
const UNSTORABLE_TEXT = new Set(['22P05', '22021']);

function isUnstorableText(error: FastifyError): boolean {
  return typeof error.code === 'string' && UNSTORABLE_TEXT.has(error.code);
}

function isMalformedMultipart(error: Error): boolean {
  return MULTIPART_PARSE_ERRORS.test(error.message) || Boolean(error.stack?.includes('/busboy/'));
}

function send(
  reply: FastifyReply,
  statusCode: number,
  message: ErrorBody['message'],
  formFieldErrors?: FormFieldErrors,
) {
  const body: ErrorBody = { statusCode, message, ...(formFieldErrors ? { formFieldErrors } : {}) };
  return reply.code(statusCode).type('application/json').send(body);
}

export interface ErrorHandlerOptions {
  /** Where a request without a valid session is sent (SPEC §8: {loginUrl}). */
  loginUrl: (request: FastifyRequest, reply: FastifyReply) => Promise<string> | string;
}

export function installErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error.statusCode, error.code, error.formFieldErrors);
    if (error instanceof LoginRequiredError) {
      return send(reply, 401, { loginUrl: await options.loginUrl(request, reply) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: IssueLike[] = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .split('/')
          .filter(Boolean),
        code: String(v.keyword),
        issue: v.params,
        message: v.message ?? '',
      }));
      const fields = zodIssuesToFieldErrors(issues, error.validationContext ?? 'body');
      return send(reply, 400, 'VALIDATION-FAILED', fields);
    }
    if (!error.statusCode && isMalformedMultipart(error)) return send(reply, 400, 'BAD-REQUEST');
    if (isUnstorableText(error)) return send(reply, 400, 'BAD-REQUEST');
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, known.code);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, STATUS_CODES[status] ?? 'BAD-REQUEST');
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL-ERROR');
  });
}

/**
 * Errors Fastify's router raises before any route or hook runs (a path that is not valid percent-encoding, a
 * path parameter over the length limit). Its default body echoes the path; these answer the envelope too,
 * or the dev chain's own error shape under /v1/.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/v1/')) {
    const message = 'Unable to parse valid input from the request';
    const invalid = new ChainError(3200006, 'invalid_http_request', 'invalid http request', message, 400);
    return reply.code(400).type('application/json').send(nodeosErrorBody(invalid));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 404, 'NOT-FOUND');
  return send(reply, 400, 'BAD-REQUEST');
}
