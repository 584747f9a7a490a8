-- Every instance learns at once that the catalogue or the content changed (docs/API.md "Several instances"),
-- whoever changed it: the seed, an import, a staff call or plain SQL. Each statement that writes one of these
-- tables bumps one version and announces the table on the channel catalogue_changed; PostgreSQL delivers the
-- announcement when the transaction commits (and once per table and transaction). Instances listen, and drop
-- the rendered pages they keep; one that lost its connection compares the version when it is back.

CREATE TABLE catalogue_version (
  single boolean PRIMARY KEY DEFAULT true CHECK (single),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (0);

CREATE FUNCTION catalogue_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;

DO $$
DECLARE
  announcing text;
BEGIN
  FOREACH announcing IN ARRAY ARRAY['categories', 'products', 'product_variants', 'product_images', 'banners',
    'sections', 'featured_categories', 'arrivals', 'reels', 'promo_codes', 'delivery_rates'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_announce()',
      announcing || '_announced', announcing);
  END LOOP;
END $$;
