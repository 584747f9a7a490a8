-- Each try at paying an invoice on the simulated provider's hosted page has its own PaymentId, distinct from the
-- invoice's id, as with MyFatoorah, whose field names SPEC §7 uses: a decline and then a pay on the same invoice
-- are two attempts, and the shopper comes back to the shop with the id of the attempt just made. The invoice stays
-- in payments, whose status turns Paid together with its paying attempt; a declined attempt leaves it payable.
CREATE TABLE payment_attempts (
  payment_id text PRIMARY KEY,
  invoice_id text NOT NULL REFERENCES payments (invoice_id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Paid', 'Failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_attempts_invoice_idx ON payment_attempts (invoice_id, created_at);

-- An invoice is paid once, whichever of two Pay posts arriving together gets there first.
CREATE UNIQUE INDEX payment_attempts_one_paid_idx ON payment_attempts (invoice_id) WHERE status = 'Paid';
