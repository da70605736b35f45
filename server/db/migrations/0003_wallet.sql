-- Wallet linking challenges (single use, short lived), chain accounts created for users on the dev chain,
-- dev faucet grants, and platform secrets (the generated dev-chain platform key when none is configured).
CREATE TABLE wallet_link_challenges (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE user_chain_accounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  account_name text NOT NULL UNIQUE,
  public_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faucet_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_name text NOT NULL,
  transaction_id text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faucet_grants_user ON faucet_grants (user_id, granted_at DESC);

CREATE TABLE platform_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
