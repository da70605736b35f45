// Malformed RPC input gets the node's own error shape (a 400 with invalid_http_request or
// name_type_exception), never a 500 carrying the database's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startChainTestServer, type ChainTestServer } from './chain-test-server.js';

describe.each(testEngines())('dev chain malformed input (%s)', (engine) => {
  let server: ChainTestServer;

  beforeAll(async () => {
    server = await startChainTestServer(engine);
  });
  afterAll(async () => server?.close());

  const rpc = async (method: string, init: RequestInit = {}, query = '') => {
    const response = await fetch(`${server.url}/v1/chain/${method}${query}`, init);
    return { status: response.status, body: await response.json() };
  };

  it('answers a NUL in a name with invalid_http_request, not PostgreSQL text', async () => {
    for (const answer of [
      await rpc('get_abi', {}, '?account_name=%00'),
      await rpc('get_account', { method: 'POST', body: JSON.stringify({ account_name: 'a\u0000b' }) }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, error: { code: 3200006, name: 'invalid_http_request' } });
      expect(JSON.stringify(answer.body)).not.toMatch(/UTF8|byte sequence|0x00/);
    }
  });

  it('answers a name that is not a name with name_type_exception', async () => {
    for (const account_name of [5, 'NOT A NAME', { x: 1 }]) {
      const answer = await rpc('get_raw_abi', { method: 'POST', body: JSON.stringify({ account_name }) });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 3010001, name: 'name_type_exception' });
    }
  });

  it('answers a body nested 5,000 levels deep as unparsable input', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const answer = await rpc('get_account', { method: 'POST', body: deep });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 3200006 });
  });
});
