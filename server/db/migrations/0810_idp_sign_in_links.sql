-- Issue 29 §1: the password lock is per account and source, and a locked-out player signs in with a mailed link.
-- The lock's key becomes a hash of (normalized e-mail, source network): an attacker's failures lock only the
-- attacker's own network, never the owner's. Streaks counted under the old per-address key are dropped.
DELETE FROM idp_sign_in_failures;
ALTER TABLE idp_sign_in_failures RENAME COLUMN email_hash TO key_hash;

-- One-time sign-in links: only a hash of the token is stored; a link belongs to the sign-in (interaction) that
-- asked for it, works once and expires.
CREATE TABLE idp_sign_in_links (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES idp_accounts (id) ON DELETE CASCADE,
  interaction_uid text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX idp_sign_in_links_expiry ON idp_sign_in_links (expires_at);
