-- How long delivery takes, as the shop promises it on checkout, the thank-you page and each order (docs/API.md
-- "Delivery estimates"): business days for a governorate, or for a whole country when governorate is null. The
-- shop's staff change them as settings; the rows below are the reference shop's, and a database migrated before
-- has them too. A write is announced like any catalogue change, so instances drop the answer they keep.

CREATE TABLE delivery_estimates (
  id integer PRIMARY KEY,
  country text NOT NULL,
  governorate text,
  min_days integer NOT NULL CHECK (min_days BETWEEN 0 AND 60),
  max_days integer NOT NULL CHECK (max_days BETWEEN min_days AND 60)
);
CREATE UNIQUE INDEX delivery_estimates_place ON delivery_estimates (lower(country), lower(coalesce(governorate, '')));

CREATE TRIGGER delivery_estimates_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_estimates
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_announce();

INSERT INTO delivery_estimates (id, country, governorate, min_days, max_days) VALUES
  (1, 'Kuwait', NULL, 1, 3),
  (2, 'Kuwait', 'Al Asimah', 1, 2),
  (3, 'Kuwait', 'Hawalli', 1, 2),
  (4, 'Kuwait', 'Al Farwaniyah', 1, 2),
  (5, 'Kuwait', 'Mubarak Al-Kabeer', 1, 3),
  (6, 'Kuwait', 'Al Ahmadi', 2, 3),
  (7, 'Kuwait', 'Al Jahra', 2, 4),
  (8, 'Saudi Arabia', NULL, 3, 6),
  (9, 'United Arab Emirates', NULL, 3, 5),
  (10, 'Bahrain', NULL, 3, 5),
  (11, 'Qatar', NULL, 3, 5),
  (12, 'Oman', NULL, 4, 7);
