-- Orders, the simulated card provider's invoices and analytics events (SPEC §7 Payment and orders).
-- Money is numeric(12,3) like the catalogue: Kuwaiti dinar has three decimals.

CREATE TABLE payments (
  invoice_id text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  amount numeric(12, 3) NOT NULL CHECK (amount > 0),
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  customer_mobile text NOT NULL,
  customer_reference text,
  order_reference text,
  language text NOT NULL CHECK (language IN ('ar', 'en')),
  callback_url text NOT NULL,
  error_url text NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Paid', 'Failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_customer_idx ON payments (customer_id);

-- idempotency_key and invoice_id are unique so that neither a retried request nor a second order for the
-- same card payment can ever create a second order, even when two requests race.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL UNIQUE,
  invoice_id text UNIQUE REFERENCES payments (invoice_id),
  order_detail jsonb NOT NULL,
  products jsonb NOT NULL,
  order_status text NOT NULL,
  payment_status text NOT NULL,
  payment_type text NOT NULL CHECK (payment_type IN ('card', 'cash')),
  subtotal numeric(12, 3) NOT NULL CHECK (subtotal >= 0),
  delivery numeric(12, 3) NOT NULL CHECK (delivery >= 0),
  discount numeric(12, 3) NOT NULL CHECK (discount >= 0),
  total numeric(12, 3) NOT NULL CHECK (total >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at DESC);
CREATE INDEX orders_status_idx ON orders (order_status, status_changed_at);

-- Analytics such as CartAbandoned (SPEC §4 Other UI states). Guests may send them, so customer_id is optional.
CREATE TABLE analytics_events (
  id serial PRIMARY KEY,
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  type text NOT NULL,
  at timestamptz NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_type_idx ON analytics_events (type, at);
