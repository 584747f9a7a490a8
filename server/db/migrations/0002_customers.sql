-- Customers and their login (SPEC §7 Login). Codes and tokens are stored only as hashes: a leaked table
-- gives no way to log in.

CREATE TABLE customers (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE CHECK (phone ~ '^\+[0-9]{8,15}$'),
  name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One live code per phone: a resend replaces the row, so an older code stops working at once.
CREATE TABLE otp_codes (
  phone text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per code sent, for the resend throttle; rows older than the throttle window are pruned on send.
CREATE TABLE otp_sends (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX otp_sends_phone_idx ON otp_sends (phone, sent_at);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_customer_idx ON sessions (customer_id);

-- The answer given to each Idempotency-Key, replayed when the same request comes again (DESIGN, outbox).
-- The scope keeps one customer's keys apart from another's; status 0 marks a claim whose answer is not
-- written yet (it is written in the same transaction, so other requests never see it).
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL DEFAULT 0,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
