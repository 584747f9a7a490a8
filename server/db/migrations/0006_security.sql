-- Security hardening: idempotency keys per customer, rate limits for login codes and events, one phone form.

-- Idempotency keys are kept per customer (docs/API.md): customer B may use a key customer A used, and still
-- gets an order of their own. A customer's repeated key still can never make a second order.
ALTER TABLE orders DROP CONSTRAINT orders_idempotency_key_key;
ALTER TABLE orders ADD CONSTRAINT orders_customer_idempotency_key UNIQUE (customer_id, idempotency_key);

-- Idempotency answers are pruned after a retention period (server/housekeeping.ts), by age.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- One row per use of a budget (a rate limit): login codes sent per phone and client, per client and in all;
-- wrong codes per phone; analytics events per client. A bucket names the budget and whom it counts, e.g.
-- 'otp-wrong:+96550000001'. Rows older than the longest window are pruned.
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_bucket_idx ON rate_limit_hits (bucket, at);
CREATE INDEX rate_limit_hits_at_idx ON rate_limit_hits (at);

-- The resend throttle now lives in rate_limit_hits, per phone and client.
DROP TABLE otp_sends;

-- A live code per phone and client, so someone asking codes for another's phone never voids the code its owner
-- was sent. Codes are short-lived: the ones already issued are simply dropped.
DELETE FROM otp_codes;
ALTER TABLE otp_codes ADD COLUMN client text NOT NULL;
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_pkey;
ALTER TABLE otp_codes ADD PRIMARY KEY (phone, client);

-- Phones are stored in one E.164 form: '+0965…' and '+00965…' were accounts of their own. Each such customer
-- takes the canonical number unless a customer already has it (then the old row is left, unreachable by login).
WITH candidates AS (
  SELECT id, '+' || ltrim(substring(phone FROM 2), '0') AS canonical
  FROM customers
  WHERE phone ~ '^\+0'
),
chosen AS (
  SELECT DISTINCT ON (canonical) id, canonical
  FROM candidates
  WHERE canonical ~ '^\+[1-9][0-9]{7,14}$'
    AND NOT EXISTS (SELECT 1 FROM customers taken WHERE taken.phone = candidates.canonical)
  ORDER BY canonical, id
)
UPDATE customers SET phone = chosen.canonical FROM chosen WHERE customers.id = chosen.id;
