// PostgreSQL cannot store the NUL character in text (and PGlite is PostgreSQL): a "\u0000" in any JSON field or
// query parameter used to reach the database and come back as a 500. It is refused here, before validation, as
// the field's bad input, for every API route at once. (Multipart fields are read by their routes; a NUL that
// gets through there is answered 400 by the error handler, from PostgreSQL's own refusal.)
import type { FastifyInstance } from 'fastify';
import type { FormFieldErrors } from '../../src/contract/error-body.js';
import { validationTexts } from '../../src/contract/validation-texts.js';
import { fieldErrors } from '../http-error.js';

const NUL = '\u0000';

interface Pending {
  value: unknown;
  /** The parent's entry, so a path is only spelled out for the rare string that holds a NUL. */
  parent: Pending | null;
  key: string;
}

function pathOf(entry: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | null = entry; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The paths ("teamOptions.name", "userIds.2"; "" for `value` itself) of every string in `value` holding a NUL.
 * Walks with an explicit stack: no recursion to overflow and no path copied per level, so the cost is linear
 * in the size of the value however deep it is.
 */
export function fieldsWithNul(value: unknown): string[] {
  const found: string[] = [];
  const stack: Pending[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) found.push(pathOf(entry));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], parent: entry, key: String(index) });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        stack.push({ value: entries[index][1], parent: entry, key: entries[index][0] });
      }
    }
  }
  return found;
}

export function installTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // Only JSON bodies are plain data; other parsers may hand over streams or buffers.
    const json = String(request.headers['content-type'] ?? '').includes('json');
    const fields = [
      ...(json ? fieldsWithNul(request.body) : []),
      ...fieldsWithNul(request.query),
      ...fieldsWithNul(request.params),
    ];
    if (fields.length === 0) return;
    const errors: FormFieldErrors = {};
    for (const field of fields) errors[field || 'body'] = validationTexts.invalidValue;
    throw fieldErrors(errors);
  });
}
