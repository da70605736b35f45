// Configuration, read once at start-up through one schema. Every bad or missing key is reported together.
import { z } from 'zod';
import { DEFAULT_MARKETPLACE_URL } from '../src/contract/wallet.js';
import { MAIL_QUOTA_LIMITS, parseMailQuotaLimits } from '../src/domain/mail-quota.js';
import { parseAddressRange, type AddressRange } from './modules/integrations/webhook-address-policy.js';

// Connections the kernel holds for the server until it accepts them (app.listen's backlog). When a round's matches end
// together, a thousand players report at once; a busy process then falls behind on accepting, and past Node's default
// of 511 the kernel drops handshakes it has half completed and later resets those connections, whose requests are
// already sent: the players see a network error, not a slow answer. The kernel caps it at net.core.somaxconn (4096 by
// default since Linux 5.4). Not an environment setting: a deployment has no reason to want fewer.
export const LISTEN_BACKLOG = 4096;

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const TrustedClientsSchema = z.array(
  z.object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(16),
    redirectUris: z.array(z.string().url()).min(1),
    postLogoutRedirectUris: z.array(z.string().url()).default([]),
  }),
);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  IDP_TRUSTED_CLIENTS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return TrustedClientsSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a JSON array of {clientId, clientSecret, redirectUris, postLogoutRedirectUris}',
        });
        return z.NEVER;
      }
    }),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Requests an organization's API key may make per minute (issue 27 §1); 429 with Retry-After past it. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  CHAIN_RPC_URL: optionalUrl,
  CHAIN_PLATFORM_ACCOUNT: z.string().default('arena.escrow'),
  CHAIN_PLATFORM_PRIVATE_KEY: z.string().optional(),
  /** Where Uniq reward cards link: {base}/uniqfactory/{id} and {base}/uniq/{id}. */
  MARKETPLACE_URL: z
    .string()
    .url()
    .default(DEFAULT_MARKETPLACE_URL)
    .transform((url) => url.replace(/\/+$/, '')),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Arena <no-reply@arena.local>'),
  /**
   * Daily budgets of mail users' actions send (issue 29: not a mail relay), "sender,team,recipient". The defaults
   * suit any team; a host of a large event may raise them.
   */
  MAIL_DAILY_LIMITS: z
    .string()
    .default(`${MAIL_QUOTA_LIMITS.SENDER},${MAIL_QUOTA_LIMITS.TEAM},${MAIL_QUOTA_LIMITS.RECIPIENT}`)
    .transform((text, ctx) => {
      const limits = parseMailQuotaLimits(text);
      if (limits) return limits;
      ctx.addIssue({ code: 'custom', message: 'must be three whole numbers "sender,team,recipient", e.g. 20,30,3' });
      return z.NEVER;
    }),
  ANALYTICS_FORWARD_URL: optionalUrl,
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * Addresses webhooks may reach besides public ones, comma-separated IPs or CIDRs (a receiver on the
   * self-hoster's own network, 10.0.0.0/8). Empty: public addresses only.
   */
  /**
   * How long a webhook delivery may take before it counts as failed (and is retried). A delivery a crashed
   * process had claimed is sent again by another after six times this.
   */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
  WEBHOOK_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const ranges = entries.map(parseAddressRange);
      const bad = entries.filter((_, i) => ranges[i] === null);
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR range: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return ranges as AddressRange[];
    }),
});

export type RawConfig = z.infer<typeof ConfigSchema>;

export interface Config extends Omit<RawConfig, 'PUBLIC_URL' | 'SEED_DEMO_DATA' | 'TRUST_PROXY'> {
  PUBLIC_URL: string;
  SEED_DEMO_DATA: boolean;
  TRUST_PROXY: boolean;
  corsOrigins: string[];
  /** True when no external identity provider is configured: the built-in one serves /idp. */
  builtInIdentityProvider: boolean;
  /** True when no external chain is configured: the embedded dev chain serves /v1/chain. */
  builtInChain: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const EXTERNAL_IDP_KEYS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

// Checked on the raw environment, not inside the schema, so it is reported together with field errors.
function externalIdpProblems(env: Record<string, string | undefined>): string[] {
  const given = EXTERNAL_IDP_KEYS.filter((key) => env[key]);
  if (given.length === 0 || given.length === EXTERNAL_IDP_KEYS.length) return [];
  return EXTERNAL_IDP_KEYS.filter((key) => !env[key]).map((key) => `${key}: required when any OIDC_* key is set`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)),
    ...externalIdpProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const raw = parsed.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA === 'true',
    TRUST_PROXY: raw.TRUST_PROXY === 'true',
    corsOrigins: raw.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    builtInIdentityProvider: !raw.OIDC_ISSUER,
    builtInChain: !raw.CHAIN_RPC_URL,
  };
}
