-- Stock is a promise (docs/API.md "Stock"): an order takes its lines from the catalogue's stock in its own
-- transaction, a card payment holds them while the shopper pays, and a cancelled or failed order gives them back.

-- Whether the order's lines are counted out of stock now: set when it takes them, cleared when it gives them back,
-- so a second cancel gives nothing. Orders stored before stock was kept took nothing, hence the default.
ALTER TABLE orders ADD COLUMN stock_taken boolean NOT NULL DEFAULT false;

-- Units a card invoice holds for its shopper between initiate and the order: no one else may take them while the
-- hold lasts. expires_at is when an unpaid invoice lets them go; null once the invoice is paid, as the units are
-- then sold and wait only for the order to be stored. variant_id is null for a line of the product itself.
CREATE TABLE stock_holds (
  invoice_id text NOT NULL REFERENCES payments (invoice_id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  variant_id integer,
  quantity integer NOT NULL CHECK (quantity > 0),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX stock_holds_line_idx ON stock_holds (invoice_id, product_id, coalesce(variant_id, 0));
CREATE INDEX stock_holds_product_idx ON stock_holds (product_id, variant_id);
CREATE INDEX stock_holds_expiry_idx ON stock_holds (expires_at);
