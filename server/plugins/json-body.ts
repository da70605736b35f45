// The JSON body parser of every route outside the dev chain: Fastify's own (with its prototype-poisoning
// checks), behind a nesting bound, so a hostile body is a 400 before any recursive code sees it.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.js';
import { jsonNestingExceeds } from './json-depth.js';

export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string)) return done(new HttpError(400, 'JSON-TOO-DEEP'), undefined);
    // Fastify's parser answers through `done`; what it returns is not a promise to wait for.
    void parseJson(request, body as string, done);
  });
}
