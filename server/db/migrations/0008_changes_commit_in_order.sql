-- Catalogue change numbers become visible in order (docs/API.md "GET /catalogue/changes"). A number is drawn when a
-- row is written, but shows only when its transaction commits: a transaction that drew 100 and committed after
-- one that drew 101 would hide under a reader's watermark of 101 for good. Every writer of the catalogue now takes
-- one transaction lock before it draws, held until it commits, so writers draw and commit in turn and the
-- numbers readers see are always a complete prefix. Catalogue writes are rare (the seed, imports, staff edits);
-- a long import makes other catalogue writers wait, never readers.

CREATE FUNCTION catalogue_changes_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(5109002);
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

-- Triggers of one table and moment fire in name order: "_0_" comes before the numbering triggers of 0005. A
-- variant or an image renumbers its product through an update of products, which takes the lock too.
CREATE TRIGGER products_0_changes_in_order BEFORE INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_changes_in_order();
CREATE TRIGGER categories_0_changes_in_order BEFORE INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION catalogue_changes_in_order();
