-- Saved delivery addresses (SPEC §3 Address, §7 Addresses). A delete only stamps deleted_at, so an order
-- placed to the address keeps a meaningful history; deleted rows are invisible to every call.

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  street text,
  city text,
  area text,
  governorate text,
  phone text NOT NULL,
  country text,
  email text,
  address text,
  block_avenue text NOT NULL DEFAULT 'N/A',
  house text NOT NULL DEFAULT 'N/A',
  piece text,
  emirates text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  pickup_location jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX addresses_customer_idx ON addresses (customer_id) WHERE deleted_at IS NULL;
