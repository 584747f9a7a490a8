-- Catalogue changes (docs/API.md "GET /catalogue/changes"): every product and category row carries the number of
-- its last change, drawn from one sequence, and every removal is remembered under a number of the same sequence,
-- so a client that keeps the highest number it has seen asks only for what changed after it. A product's variants
-- and images are part of its answer: changing them counts as a change of the product.

CREATE SEQUENCE catalogue_change_seq;

-- Existing rows each draw a number (a volatile default is evaluated per row).
ALTER TABLE categories ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('catalogue_change_seq');
ALTER TABLE products ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('catalogue_change_seq');
CREATE UNIQUE INDEX categories_change_seq_idx ON categories (change_seq);
CREATE UNIQUE INDEX products_change_seq_idx ON products (change_seq);

CREATE TABLE catalogue_removals (
  kind text NOT NULL CHECK (kind IN ('product', 'category')),
  id integer NOT NULL,
  change_seq bigint NOT NULL DEFAULT nextval('catalogue_change_seq'),
  PRIMARY KEY (kind, id)
);
CREATE INDEX catalogue_removals_change_seq_idx ON catalogue_removals (change_seq);

-- A random name for this database's numbering: a number kept from another database (one seeded afresh) is never
-- taken for a number of this one.
CREATE TABLE catalogue_epoch (epoch text PRIMARY KEY);
INSERT INTO catalogue_epoch (epoch) VALUES (substr(md5(random()::text || clock_timestamp()::text), 1, 12));

-- A written row takes a new number whatever the statement gave it, so numbers stay unique and increasing; a row
-- inserted again after a removal is no longer removed.
CREATE FUNCTION catalogue_row_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('catalogue_change_seq');
  IF TG_OP = 'INSERT' THEN
    DELETE FROM catalogue_removals WHERE kind = TG_ARGV[0] AND id = NEW.id;
  END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION catalogue_row_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_removals (kind, id) VALUES (TG_ARGV[0], OLD.id)
    ON CONFLICT (kind, id) DO UPDATE SET change_seq = nextval('catalogue_change_seq');
  RETURN OLD;
END $$;

CREATE TRIGGER products_inserted BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_row_written('product');
CREATE TRIGGER products_updated BEFORE UPDATE ON products
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION catalogue_row_written('product');
CREATE TRIGGER products_removed AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_row_removed('product');
CREATE TRIGGER categories_inserted BEFORE INSERT ON categories
  FOR EACH ROW EXECUTE FUNCTION catalogue_row_written('category');
CREATE TRIGGER categories_updated BEFORE UPDATE ON categories
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION catalogue_row_written('category');
CREATE TRIGGER categories_removed AFTER DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION catalogue_row_removed('category');

-- Variants and images: the product they belong to changes with them.
CREATE FUNCTION catalogue_product_part_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET change_seq = nextval('catalogue_change_seq') WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET change_seq = nextval('catalogue_change_seq') WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_variants_written AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION catalogue_product_part_written();
CREATE TRIGGER product_images_written AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION catalogue_product_part_written();
