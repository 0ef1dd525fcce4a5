-- catalogue_counts (server/db/schema/catalogue-counts.ts) in step with customers and products:
-- statement-level, so that an import or a seed of many rows changes each shop's count once.
-- A statement that adds or removes rows waits for another one's on the same shop and catalogue to
-- commit; inserts of different shops do not touch each other's row.

CREATE FUNCTION catalogue_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (shop_id, entity, total)
  SELECT n.shop_id, TG_ARGV[0]::smallint, count(*) FROM new_rows AS n GROUP BY n.shop_id
  ON CONFLICT (shop_id, entity) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION catalogue_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_counts AS c SET total = c.total - o.n
  FROM (SELECT shop_id, count(*) AS n FROM old_rows GROUP BY shop_id) AS o
  WHERE c.shop_id = o.shop_id AND c.entity = TG_ARGV[0]::smallint;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION catalogue_counts_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_counts WHERE entity = TG_ARGV[0]::smallint;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER customers_count_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_insert('1');
--> statement-breakpoint
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_delete('1');
--> statement-breakpoint
CREATE TRIGGER customers_count_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_truncate('1');
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_insert('4');
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_delete('4');
--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_truncate('4');
--> statement-breakpoint

INSERT INTO catalogue_counts (shop_id, entity, total)
SELECT shop_id, 1, count(*) FROM customers GROUP BY shop_id
UNION ALL
SELECT shop_id, 4, count(*) FROM products GROUP BY shop_id;
