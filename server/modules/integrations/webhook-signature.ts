// Standard Webhooks signing (https://www.standardwebhooks.com): the secret is "whsec_" + base64 of random bytes,
// the signature "v1," + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)); during a rotation's
// overlap both the new and the previous secret sign, space separated, so a receiver holding either verifies.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

function signOne(secret: string, content: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return 'v1,' + createHmac('sha256', key).update(content).digest('base64');
}

/** The three Standard Webhooks headers of one attempt. `timestamp` is in seconds. */
export function signatureHeaders(
  id: string,
  timestampSeconds: number,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  const content = `${id}.${timestampSeconds}.${body}`;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => signOne(secret, content)).join(' '),
  };
}
