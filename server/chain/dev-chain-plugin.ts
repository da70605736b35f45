// HTTP face of the dev chain: POST (and GET) /v1/chain/<method> like nodeos, plus two history-style
// reads under /v1/history. Register it with app.register(devChainPlugin, { chain }) so its content-type
// parser and hooks stay inside its own encapsulated scope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChainError } from './chain-errors.js';
import { DEV_CHAIN_METHODS, type DevChain } from './dev-chain.js';
import { nodeosErrorBody } from './nodeos-error-body.js';
import { checkRpcInput, unexpectedChainFailure } from './rpc-input-check.js';
import { jsonNestingExceeds } from '../plugins/json-depth.js';

export { nodeosErrorBody };

const HISTORY_METHODS = ['get_transaction', 'get_account_transactions'] as const;
const INVALID_JSON = Symbol('invalid-json');

export async function devChainPlugin(app: FastifyInstance, opts: { chain: DevChain }) {
  const { chain } = opts;

  // eosjs sends no Content-Type (browsers then say text/plain): every body here is JSON, whatever the header.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body ?? '').trim();
    if (text === '') return done(null, {});
    if (jsonNestingExceeds(text)) return done(null, { [INVALID_JSON]: true });
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, { [INVALID_JSON]: true });
    }
  });

  const answer =
    (allowed: readonly string[]) =>
    async (request: FastifyRequest<{ Params: { method: string } }>, reply: FastifyReply) => {
      // Any page may read the chain, as from a public node (simple requests: no preflight needed).
      reply.header('Access-Control-Allow-Origin', '*');
      const method = request.params.method;
      const raw = request.method === 'GET' ? { ...(request.query as object) } : request.body;
      try {
        if (!allowed.includes(method))
          throw new ChainError(0, 'exception', 'unspecified', `Unknown Endpoint: ${request.url}`, 404);
        if (raw && typeof raw === 'object' && INVALID_JSON in raw)
          throw new ChainError(
            3200006,
            'invalid_http_request',
            'invalid http request',
            'Unable to parse valid input from POST body',
            400,
          );
        const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
        checkRpcInput(body);
        const result = await chain.handle(method, body);
        return reply.code(200).type('application/json').send(result);
      } catch (error) {
        if (error instanceof ChainError)
          return reply.code(error.httpStatus).type('application/json').send(nodeosErrorBody(error));
        const failure = unexpectedChainFailure(error);
        if (failure.httpStatus >= 500) request.log.error({ err: error, method }, 'dev chain request failed');
        return reply.code(failure.httpStatus).type('application/json').send(nodeosErrorBody(failure));
      }
    };

  const chainRoute = answer(DEV_CHAIN_METHODS);
  const historyRoute = answer(HISTORY_METHODS);
  app.post('/v1/chain/:method', chainRoute);
  app.get('/v1/chain/:method', chainRoute);
  app.post('/v1/history/:method', historyRoute);
  app.get('/v1/history/:method', historyRoute);
  app.options('/v1/history/:method', async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Content-Type')
      .send(),
  );
  app.options('/v1/chain/:method', async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Content-Type')
      .send(),
  );
}
