-- Search by the start of any word (DESIGN §3; server/db/schema/search-terms.ts). Every catalogue
-- row keeps its words in search_terms: for each word of each text of its search_source, the folded
-- text from that word on. Triggers keep the words in step with the rows; a search is then a prefix
-- range of one index, whatever the size of the shop.

-- A text as search compares it: Vietnamese marks dropped, lower case, one space between words
-- (lib/text.ts searchKey does the same for the mock API; a test compares the two).
CREATE FUNCTION search_key(source text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(btrim(regexp_replace(lower(translate(source,
    'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ',
    'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD')),
    '[[:space:],;:/()"''!?*–—-]+', ' ', 'g')), 100)
$$;
--> statement-breakpoint

-- "Nguyễn Văn An" → nguyen van an, van an, an.
CREATE FUNCTION search_words(source text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(w.words[i:], ' ')
  FROM (SELECT string_to_array(search_key(source), ' ') AS words) AS w, generate_subscripts(w.words, 1) AS i
$$;
--> statement-breakpoint

-- Statement-level, so that an import or a seed of many rows adds their words in one statement.
CREATE FUNCTION search_terms_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (shop_id, entity, record_id, term)
  SELECT DISTINCT n.shop_id, TG_ARGV[0]::smallint, n.id, w
  FROM new_rows AS n, unnest(n.search_source) AS s, search_words(s) AS w;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION search_terms_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms WHERE record_id = OLD.id;
  INSERT INTO search_terms (shop_id, entity, record_id, term)
  SELECT DISTINCT NEW.shop_id, TG_ARGV[0]::smallint, NEW.id, w
  FROM unnest(NEW.search_source) AS s, search_words(s) AS w;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION search_terms_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms AS t USING old_rows AS o WHERE t.record_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER customers_search_terms_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('1');
--> statement-breakpoint
CREATE TRIGGER customers_search_terms_update AFTER UPDATE ON customers
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source) EXECUTE FUNCTION search_terms_update('1');
--> statement-breakpoint
CREATE TRIGGER customers_search_terms_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term)
  SELECT DISTINCT r.shop_id, 1, r.id, w FROM customers AS r, unnest(r.search_source) AS s, search_words(s) AS w;
--> statement-breakpoint

CREATE TRIGGER pets_search_terms_insert AFTER INSERT ON pets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('2');
--> statement-breakpoint
CREATE TRIGGER pets_search_terms_update AFTER UPDATE ON pets
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source) EXECUTE FUNCTION search_terms_update('2');
--> statement-breakpoint
CREATE TRIGGER pets_search_terms_delete AFTER DELETE ON pets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term)
  SELECT DISTINCT r.shop_id, 2, r.id, w FROM pets AS r, unnest(r.search_source) AS s, search_words(s) AS w;
--> statement-breakpoint

CREATE TRIGGER services_search_terms_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('3');
--> statement-breakpoint
CREATE TRIGGER services_search_terms_update AFTER UPDATE ON services
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source) EXECUTE FUNCTION search_terms_update('3');
--> statement-breakpoint
CREATE TRIGGER services_search_terms_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term)
  SELECT DISTINCT r.shop_id, 3, r.id, w FROM services AS r, unnest(r.search_source) AS s, search_words(s) AS w;
--> statement-breakpoint

CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('4');
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source) EXECUTE FUNCTION search_terms_update('4');
--> statement-breakpoint
CREATE TRIGGER products_search_terms_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term)
  SELECT DISTINCT r.shop_id, 4, r.id, w FROM products AS r, unnest(r.search_source) AS s, search_words(s) AS w;
--> statement-breakpoint

CREATE TRIGGER suppliers_search_terms_insert AFTER INSERT ON suppliers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('5');
--> statement-breakpoint
CREATE TRIGGER suppliers_search_terms_update AFTER UPDATE ON suppliers
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source) EXECUTE FUNCTION search_terms_update('5');
--> statement-breakpoint
CREATE TRIGGER suppliers_search_terms_delete AFTER DELETE ON suppliers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term)
  SELECT DISTINCT r.shop_id, 5, r.id, w FROM suppliers AS r, unnest(r.search_source) AS s, search_words(s) AS w;
