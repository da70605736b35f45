// The secret of a link the identity provider mails (an e-mail verification, a sign-in link): 32 random bytes in
// the URL, only their SHA-256 in the database, so a copy of the database opens no link.
import { createHash, randomBytes } from 'node:crypto';

/** A fresh token for a link, and the hash to store for it. */
export function newMailedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashMailedToken(token) };
}

/** The stored form of a token read back from a link. */
export function hashMailedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
