-- Embedded dev chain (server/chain): chain state, accounts and permissions, contract table rows,
-- and every block that holds transactions plus every transaction. uint64 table keys (scope, pk) are
-- stored in int8 shifted by -2^63 (server/chain/stored-key.ts): full range, order kept, fast compares.
CREATE TABLE chain_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  chain_id text NOT NULL,
  genesis_time timestamptz NOT NULL,
  block_interval_ms integer NOT NULL,
  last_block_num bigint NOT NULL DEFAULT 0,
  global_sequence bigint NOT NULL DEFAULT 0,
  transaction_count bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chain_accounts (
  name text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  privileged boolean NOT NULL DEFAULT false
);

-- required_auth keys are stored in PUB_K1_ form; accounts/waits kept for the nodeos response shape.
CREATE TABLE chain_permissions (
  account text NOT NULL REFERENCES chain_accounts (name),
  perm_name text NOT NULL,
  parent text NOT NULL,
  threshold integer NOT NULL,
  keys jsonb NOT NULL,
  accounts jsonb NOT NULL DEFAULT '[]'::jsonb,
  waits jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (account, perm_name)
);
CREATE INDEX chain_permissions_keys ON chain_permissions USING gin (keys jsonb_path_ops);

-- One row per contract table row. data is json (not jsonb) so fields keep the ABI order nodeos prints;
-- transaction bodies are json too: stored and returned verbatim, never queried inside.
CREATE TABLE chain_rows (
  code text NOT NULL,
  tbl text NOT NULL,
  scope bigint NOT NULL,
  pk bigint NOT NULL,
  payer text NOT NULL,
  data json NOT NULL,
  PRIMARY KEY (code, tbl, scope, pk)
);

CREATE TABLE chain_blocks (
  block_num bigint PRIMARY KEY,
  block_id text NOT NULL UNIQUE,
  block_time timestamptz NOT NULL,
  transaction_count integer NOT NULL
);

CREATE TABLE chain_transactions (
  id text PRIMARY KEY,
  seq bigint NOT NULL UNIQUE,
  block_num bigint NOT NULL,
  block_time timestamptz NOT NULL,
  expiration timestamptz NOT NULL,
  packed_trx text NOT NULL,
  signatures json NOT NULL,
  actions json NOT NULL,
  traces json NOT NULL,
  accounts text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chain_transactions_block ON chain_transactions (block_num);
CREATE INDEX chain_transactions_accounts ON chain_transactions USING gin (accounts);
