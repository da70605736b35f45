-- Refresh-token exchanges of the built-in identity provider, kept for a short grace window (issue 29 §1). The
-- process that wins the conditional consume of a refresh token claims the row (INSERT … ON CONFLICT DO NOTHING),
-- then stores the token response it sent, sealed with the provider's key (AES-256-GCM, idp_secrets
-- 'token-sealing-key'). A client that presents the same refresh token again within the window, on any process,
-- gets that same response instead of a second session or a revocation; after the window the row is gone and a
-- reuse revokes the whole grant. Rows die with their grant.
CREATE TABLE refresh_exchanges (
  token_id text PRIMARY KEY,
  client_id text NOT NULL,
  grant_id text,
  -- Null while the winning exchange is still being answered.
  sealed_result text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX refresh_exchanges_grant ON refresh_exchanges (grant_id);
CREATE INDEX refresh_exchanges_expiry ON refresh_exchanges (expires_at);
