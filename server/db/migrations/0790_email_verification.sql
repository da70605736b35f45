-- Verified e-mail (issue 29 §1): the built-in identity provider proves an address by a mailed one-time link, and
-- Arena keeps what each sign-in's ID token said (email_verified), so grants by e-mail bind only to a verified one.

-- When the account's current address was proven; null until then (and again after the address changes).
ALTER TABLE idp_accounts ADD COLUMN email_verified_at timestamptz;

-- One row per mailed link. Only the SHA-256 of the token is stored, so a database reader cannot verify anyone;
-- `email` is the address the link was sent to: a link proves that address only, not one set later.
CREATE TABLE idp_email_verifications (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES idp_accounts(id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX idp_email_verifications_account ON idp_email_verifications (account_id, created_at);

-- What the provider said at the user's last sign-in; false for everyone until they sign in with a verified address.
ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
