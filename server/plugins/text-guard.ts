// PostgreSQL cannot store the NUL character in text (and PGlite is PostgreSQL): a "\u0000" in any JSON field or
// query parameter used to reach the database and come back as a 500. It is refused here, before validation, as
// the field's bad input, for every API route at once. (Multipart fields are read by their routes; a NUL that
// gets through there is answered 400 by the error handler, from PostgreSQL's own refusal.)
import type { FastifyInstance } from 'fastify';
import type { FormFieldErrors } from '../../src/contract/error-body.js';
import { validationTexts } from '../../src/contract/validation-texts.js';
import { fieldErrors } from '../http-error.js';

const NUL = '\u0000';

/** The paths ("teamOptions.name", "userIds.2"; "" for `value` itself) of every string in `value` holding a NUL. */
export function fieldsWithNul(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => fieldsWithNul(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) fieldsWithNul(item, [...path, key], found);
  }
  return found;
}

export function installTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // Only JSON bodies are plain data; other parsers may hand over streams or buffers.
    const json = String(request.headers['content-type'] ?? '').includes('json');
    const fields = [...(json ? fieldsWithNul(request.body) : []), ...fieldsWithNul(request.query), ...fieldsWithNul(request.params)];
    if (fields.length === 0) return;
    const errors: FormFieldErrors = {};
    for (const field of fields) errors[field || 'body'] = validationTexts.invalidValue;
    throw fieldErrors(errors);
  });
}
