-- Failed password sign-ins per e-mail address for the built-in identity provider's account lock. Keyed by a
-- hash of the normalized address, whether or not an account has it, so an unknown address locks exactly
-- like a real one (and addresses people mistype are not stored in clear).
CREATE TABLE idp_sign_in_failures (
  email_hash text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz
);
