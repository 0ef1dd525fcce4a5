-- Search by the start of any word (DESIGN §3; server/db/schema/search-terms.ts). Every catalogue
-- row keeps its terms in search_terms: for each word of each text of its search_source, the folded
-- text from that word on, and each tail of three or more digits of its search_digits, each with the
-- record's sort key (its name order key, U+0001, its name). Triggers keep the terms in step with the
-- rows; a search is then a prefix range of one index, whatever the size of the shop.

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

-- "0912 345 678" → 912345678, 12345678, …, 678: digits typed from anywhere in a number start one of them.
CREATE FUNCTION search_digit_tails(source text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT right(d.digits, n)
  FROM (SELECT regexp_replace(source, '[^0-9]', '', 'g') AS digits) AS d, generate_series(length(d.digits), 3, -1) AS n
$$;
--> statement-breakpoint

-- Every term of one record.
CREATE FUNCTION search_terms_of(words text[], numbers text[]) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_words(w) FROM unnest(words) AS w
  UNION
  SELECT search_digit_tails(n) FROM unnest(numbers) AS n
$$;
--> statement-breakpoint

-- Statement-level, so that an import or a seed of many rows adds their terms in one statement.
CREATE FUNCTION search_terms_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)
  SELECT n.shop_id, TG_ARGV[0]::smallint, n.id, t, n.name_order || chr(1) || n.name
  FROM new_rows AS n, search_terms_of(n.search_source, n.search_digits) AS t;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION search_terms_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms WHERE record_id = OLD.id;
  INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)
  SELECT NEW.shop_id, TG_ARGV[0]::smallint, NEW.id, t, NEW.name_order || chr(1) || NEW.name
  FROM search_terms_of(NEW.search_source, NEW.search_digits) AS t;
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
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source OR OLD.search_digits IS DISTINCT FROM NEW.search_digits)
  EXECUTE FUNCTION search_terms_update('1');
--> statement-breakpoint
CREATE TRIGGER customers_search_terms_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)
  SELECT r.shop_id, 1, r.id, t, r.name_order || chr(1) || r.name FROM customers AS r, search_terms_of(r.search_source, r.search_digits) AS t;
--> statement-breakpoint

CREATE TRIGGER pets_search_terms_insert AFTER INSERT ON pets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('2');
--> statement-breakpoint
CREATE TRIGGER pets_search_terms_update AFTER UPDATE ON pets
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source OR OLD.search_digits IS DISTINCT FROM NEW.search_digits)
  EXECUTE FUNCTION search_terms_update('2');
--> statement-breakpoint
CREATE TRIGGER pets_search_terms_delete AFTER DELETE ON pets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)
  SELECT r.shop_id, 2, r.id, t, r.name_order || chr(1) || r.name FROM pets AS r, search_terms_of(r.search_source, r.search_digits) AS t;
--> statement-breakpoint

CREATE TRIGGER services_search_terms_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('3');
--> statement-breakpoint
CREATE TRIGGER services_search_terms_update AFTER UPDATE ON services
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source OR OLD.search_digits IS DISTINCT FROM NEW.search_digits)
  EXECUTE FUNCTION search_terms_update('3');
--> statement-breakpoint
CREATE TRIGGER services_search_terms_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)
  SELECT r.shop_id, 3, r.id, t, r.name_order || chr(1) || r.name FROM services AS r, search_terms_of(r.search_source, r.search_digits) AS t;
--> statement-breakpoint

CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('4');
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source OR OLD.search_digits IS DISTINCT FROM NEW.search_digits)
  EXECUTE FUNCTION search_terms_update('4');
--> statement-breakpoint
CREATE TRIGGER products_search_terms_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)
  SELECT r.shop_id, 4, r.id, t, r.name_order || chr(1) || r.name FROM products AS r, search_terms_of(r.search_source, r.search_digits) AS t;
--> statement-breakpoint

CREATE TRIGGER suppliers_search_terms_insert AFTER INSERT ON suppliers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('5');
--> statement-breakpoint
CREATE TRIGGER suppliers_search_terms_update AFTER UPDATE ON suppliers
  FOR EACH ROW WHEN (OLD.search_source IS DISTINCT FROM NEW.search_source OR OLD.search_digits IS DISTINCT FROM NEW.search_digits)
  EXECUTE FUNCTION search_terms_update('5');
--> statement-breakpoint
CREATE TRIGGER suppliers_search_terms_delete AFTER DELETE ON suppliers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete();
--> statement-breakpoint
INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)
  SELECT r.shop_id, 5, r.id, t, r.name_order || chr(1) || r.name FROM suppliers AS r, search_terms_of(r.search_source, r.search_digits) AS t;
