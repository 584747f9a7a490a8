-- The customer's log across devices (DESIGN, docs/API.md "The customer's log"): the events that shape a logged-in
-- customer's cart, favourites and selected address, kept in the server's order so every device folds the same
-- events in the same order.

-- The last seq given in each customer's log. A push locks its customer's row, then advances this by the number of
-- events it stores: pushes of one customer (on any instance) take turns, and the seqs they give are distinct,
-- without gaps and visible in order, since the next push draws only once the one before has committed. A log that
-- is deleted keeps its counter, so a device holding an old checkpoint never mistakes new events for seen ones.
ALTER TABLE customers ADD COLUMN log_seq bigint NOT NULL DEFAULT 0;

CREATE TABLE customer_log (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  seq bigint NOT NULL CHECK (seq > 0),
  -- The client's event id: one event is stored once, however often its push is retried.
  id text NOT NULL CHECK (id ~ '^[0-9a-z-]{1,40}$'),
  type text NOT NULL,
  -- The client's time of the event, in milliseconds since the epoch.
  at bigint NOT NULL CHECK (at >= 0),
  payload jsonb NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, seq),
  UNIQUE (customer_id, id)
);

-- Open streams of a customer's log are woken through the channel customer_log, whose payload is the customer's
-- id: a push announces itself there (server/customer-log/append-events.ts), so does a logout (a stream checks its
-- token), and so does every change of one of the customer's order statuses, whoever makes it (the staff call, the
-- auto-advance, plain SQL). PostgreSQL delivers an announcement when its transaction commits, once per payload.
CREATE FUNCTION customer_order_status_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_log', NEW.customer_id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER orders_status_announced AFTER UPDATE OF order_status ON orders
  FOR EACH ROW WHEN (OLD.order_status IS DISTINCT FROM NEW.order_status)
  EXECUTE FUNCTION customer_order_status_announce();
