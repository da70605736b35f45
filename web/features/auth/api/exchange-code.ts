// POST /authentication {code}: trades the code the identity provider sent back for the three tokens.
import { TokensResponseSchema, type TokensResponse } from '../../../../src/contract/auth.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function exchangeCode(code: string): Promise<TokensResponse> {
  return api.post(apiPaths.authentication, { code }, { schema: TokensResponseSchema });
}
