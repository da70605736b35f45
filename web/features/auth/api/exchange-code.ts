// POST /authentication {code, state}: trades the code the identity provider sent back for the three tokens;
// the server checks the state against the browser's own sign-in before it exchanges anything.
import type { TokensResponse } from '../../../../src/contract/auth.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { TokensResponseShape } from '../../../app/api/contract-shapes.js';

export function exchangeCode(code: string, state: string): Promise<TokensResponse> {
  return api.post(apiPaths.authentication, { code, state }, { schema: TokensResponseShape });
}
