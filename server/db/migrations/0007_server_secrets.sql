-- Secrets every server instance on this database must share, such as the key login codes are hashed with: a code
-- sent through one instance must verify on another. The first instance to start creates each one.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
