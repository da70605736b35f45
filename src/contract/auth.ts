// Sign-in calls (SPEC §7): the web app never talks to the identity provider's token endpoint itself.
import { z } from 'zod';

export const LoginUrlResponseSchema = z.object({ loginUrl: z.string() });
export const AccountCreationUrlResponseSchema = z.object({ accountCreationUrl: z.string() });
/** `state` is the one the identity provider sent back with the code; without it the code is refused. */
export const AuthenticationBodySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512).optional(),
});
export const TokensResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string(),
});
export const LogoutBodySchema = z.object({ idToken: z.string().max(8192).optional() });
export const LogoutResponseSchema = z.object({ logoutUrl: z.string().optional() });

export type TokensResponse = z.infer<typeof TokensResponseSchema>;

/** Request and response header names (SPEC §7). */
export const AUTH_HEADERS = {
  authorization: 'authorization',
  refreshToken: 'refresh_token',
  newAuthorization: 'newauthorizationheader',
  newRefreshToken: 'newrefreshtoken',
} as const;

/** Browser storage keys (SPEC §3). */
export const AUTH_STORAGE_KEYS = {
  authorization: 'authorization',
  refreshToken: 'refreshToken',
  idToken: 'idToken',
} as const;
