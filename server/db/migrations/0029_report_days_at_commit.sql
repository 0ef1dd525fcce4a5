-- The reports' daily figures are now added at commit, not where each document writes them: the
-- triggers of 0027 stage their sums in a `_pending` table of each figure table, tagged with the
-- transaction, and a deferred constraint trigger moves them into the figures when the transaction
-- commits — every figure table in one order, each in key order. The figures' rows are then the
-- last locks a transaction takes, after its products, invoices and document counters, so two
-- documents touching the same figures (a sale and a void, a sale and a debt collection) wait for
-- each other instead of deadlocking. Also: an activity whose type changes moves to its new type;
-- a refund kept as the customer's credit (and a payment from it) counts as credit, not cash.
CREATE TABLE report_sales_pending (LIKE report_sales INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_sales_pending_tx_idx ON report_sales_pending (tx);
--> statement-breakpoint
CREATE TABLE report_items_pending (LIKE report_items INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_items_pending_tx_idx ON report_items_pending (tx);
--> statement-breakpoint
CREATE TABLE report_vat_pending (LIKE report_vat INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_vat_pending_tx_idx ON report_vat_pending (tx);
--> statement-breakpoint
CREATE TABLE report_payments_pending (LIKE report_payments INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_payments_pending_tx_idx ON report_payments_pending (tx);
--> statement-breakpoint
CREATE TABLE report_cash_pending (LIKE report_cash INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_cash_pending_tx_idx ON report_cash_pending (tx);
--> statement-breakpoint
CREATE TABLE report_debts_pending (LIKE report_debts INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_debts_pending_tx_idx ON report_debts_pending (tx);
--> statement-breakpoint
CREATE TABLE report_stock_pending (LIKE report_stock INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_stock_pending_tx_idx ON report_stock_pending (tx);
--> statement-breakpoint
CREATE TABLE report_activities_pending (LIKE report_activities INCLUDING DEFAULTS, tx bigint NOT NULL DEFAULT txid_current());
--> statement-breakpoint
CREATE INDEX report_activities_pending_tx_idx ON report_activities_pending (tx);
--> statement-breakpoint
CREATE FUNCTION report_flush() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  this_tx bigint := txid_current();
BEGIN
  -- the first of the transaction's deferred calls moves everything; the others find nothing
  WITH m AS (DELETE FROM report_sales_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_sales AS r (shop_id, day, kind, staff_id, invoices, subtotal, discount, vat, total, cost)
  SELECT m.shop_id, m.day, m.kind, m.staff_id, sum(m.invoices), sum(m.subtotal), sum(m.discount), sum(m.vat), sum(m.total), sum(m.cost) FROM m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, kind, staff_id) DO UPDATE SET invoices = r.invoices + excluded.invoices, subtotal = r.subtotal + excluded.subtotal, discount = r.discount + excluded.discount, vat = r.vat + excluded.vat, total = r.total + excluded.total, cost = r.cost + excluded.cost;
  WITH m AS (DELETE FROM report_items_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_items AS r (shop_id, day, item_kind, item_id, quantity, revenue, cost)
  SELECT m.shop_id, m.day, m.item_kind, m.item_id, sum(m.quantity), sum(m.revenue), sum(m.cost) FROM m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, item_kind, item_id) DO UPDATE SET quantity = r.quantity + excluded.quantity, revenue = r.revenue + excluded.revenue, cost = r.cost + excluded.cost;
  WITH m AS (DELETE FROM report_vat_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_vat AS r (shop_id, day, vat_key, vat_percent, taxable_base, vat)
  SELECT m.shop_id, m.day, m.vat_key, m.vat_percent, sum(m.taxable_base), sum(m.vat) FROM m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_vat_key DO UPDATE SET taxable_base = r.taxable_base + excluded.taxable_base, vat = r.vat + excluded.vat;
  WITH m AS (DELETE FROM report_payments_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_payments AS r (shop_id, day, method, type, amount)
  SELECT m.shop_id, m.day, m.method, m.type, sum(m.amount) FROM m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, method, type) DO UPDATE SET amount = r.amount + excluded.amount;
  WITH m AS (DELETE FROM report_cash_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_cash AS r (shop_id, day, type, category, method, vouchers, amount)
  SELECT m.shop_id, m.day, m.type, m.category, m.method, sum(m.vouchers), sum(m.amount) FROM m GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (shop_id, day, type, category, method) DO UPDATE SET vouchers = r.vouchers + excluded.vouchers, amount = r.amount + excluded.amount;
  WITH m AS (DELETE FROM report_debts_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT m.shop_id, m.party, m.day, m.party_id, sum(m.change) FROM m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  WITH m AS (DELETE FROM report_stock_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_stock AS r (shop_id, day, product_id, quantity, value)
  SELECT m.shop_id, m.day, m.product_id, sum(m.quantity), sum(m.value) FROM m GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (shop_id, day, product_id) DO UPDATE SET quantity = r.quantity + excluded.quantity, value = r.value + excluded.value;
  WITH m AS (DELETE FROM report_activities_pending AS p WHERE p.tx = this_tx RETURNING p.*)
  INSERT INTO report_activities AS r (shop_id, day, type, activities)
  SELECT m.shop_id, m.day, m.type, sum(m.activities) FROM m GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (shop_id, day, type) DO UPDATE SET activities = r.activities + excluded.activities;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_sales_pending_flush AFTER INSERT ON report_sales_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_items_pending_flush AFTER INSERT ON report_items_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_vat_pending_flush AFTER INSERT ON report_vat_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_payments_pending_flush AFTER INSERT ON report_payments_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_cash_pending_flush AFTER INSERT ON report_cash_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_debts_pending_flush AFTER INSERT ON report_debts_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_stock_pending_flush AFTER INSERT ON report_stock_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_activities_pending_flush AFTER INSERT ON report_activities_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_invoices_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- an invoice is issued, then voided: one written voided would have no issue to take back
  IF EXISTS (SELECT 1 FROM new_rows WHERE status = 4) THEN
    RAISE EXCEPTION 'an invoice is written issued, then voided';
  END IF;
  INSERT INTO report_sales_pending (shop_id, day, kind, staff_id, invoices, subtotal, discount, vat, total)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.kind, coalesce(a.assignee_id, n.created_by),
         count(*), sum(n.subtotal), sum(n.discount), sum(n.vat), sum(n.total)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id LEFT JOIN activities AS a ON a.id = n.activity_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO report_debts_pending (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (n.created_at AT TIME ZONE s.time_zone)::date, n.customer_id, sum(n.total)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  WHERE n.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A void takes the invoice back out of its day's figures on the day of the void: its count, money,
-- lines, VAT, and what the customer owed for it (its refunds are payments, counted as such).
CREATE OR REPLACE FUNCTION report_invoices_void() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- most updates of invoices are payments: nothing to do for them
  IF NOT EXISTS (SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id WHERE n.status = 4 AND o.status <> 4) THEN
    RETURN NULL;
  END IF;
  WITH v AS (
    SELECT n.*, (n.voided_at AT TIME ZONE s.time_zone)::date AS day, coalesce(a.assignee_id, n.created_by) AS staff_id
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id LEFT JOIN activities AS a ON a.id = n.activity_id
    WHERE n.status = 4 AND o.status <> 4
  )
  INSERT INTO report_sales_pending (shop_id, day, kind, staff_id, invoices, subtotal, discount, vat, total, cost)
  SELECT v.shop_id, v.day, v.kind, v.staff_id, -count(*), -sum(v.subtotal), -sum(v.discount), -sum(v.vat), -sum(v.total),
         -coalesce(sum((SELECT sum(l.cost) FROM invoice_lines AS l WHERE l.invoice_id = v.id)), 0)
  FROM v GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  WITH v AS (
    SELECT n.id, n.shop_id, (n.voided_at AT TIME ZONE s.time_zone)::date AS day
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
    WHERE n.status = 4 AND o.status <> 4
  )
  INSERT INTO report_items_pending (shop_id, day, item_kind, item_id, quantity, revenue, cost)
  SELECT v.shop_id, v.day, l.kind, coalesce(l.product_id, l.service_id), -sum(l.quantity * l.unit_factor), -sum(l.taxable_base), -sum(l.cost)
  FROM v JOIN invoice_lines AS l ON l.invoice_id = v.id
  WHERE coalesce(l.product_id, l.service_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  WITH v AS (
    SELECT n.id, n.shop_id, (n.voided_at AT TIME ZONE s.time_zone)::date AS day
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
    WHERE n.status = 4 AND o.status <> 4
  )
  INSERT INTO report_vat_pending (shop_id, day, vat_key, vat_percent, taxable_base, vat)
  SELECT v.shop_id, v.day, l.vat_key, l.vat_percent, -sum(l.taxable_base), -sum(l.vat)
  FROM v JOIN invoice_lines AS l ON l.invoice_id = v.id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO report_debts_pending (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (n.voided_at AT TIME ZONE s.time_zone)::date, n.customer_id, -sum(n.total)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
  WHERE n.status = 4 AND o.status <> 4 AND n.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Lines count on their invoice's day; `sign` is 1 for new lines, and the cost written once the goods
-- have moved is added as the difference it makes.
CREATE OR REPLACE FUNCTION report_invoice_lines_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales_pending (shop_id, day, kind, staff_id, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, i.kind, coalesce(a.assignee_id, i.created_by), sum(n.cost)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id LEFT JOIN activities AS a ON a.id = i.activity_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO report_items_pending (shop_id, day, item_kind, item_id, quantity, revenue, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, n.kind, coalesce(n.product_id, n.service_id),
         sum(n.quantity * n.unit_factor), sum(n.taxable_base), sum(n.cost)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  WHERE coalesce(n.product_id, n.service_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO report_vat_pending (shop_id, day, vat_key, vat_percent, taxable_base, vat)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, n.vat_key, n.vat_percent, sum(n.taxable_base), sum(n.vat)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION report_invoice_lines_cost() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales_pending (shop_id, day, kind, staff_id, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, i.kind, coalesce(a.assignee_id, i.created_by), sum(n.cost - o.cost)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  LEFT JOIN activities AS a ON a.id = i.activity_id
  WHERE n.cost <> o.cost
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO report_items_pending (shop_id, day, item_kind, item_id, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, n.kind, n.product_id, sum(n.cost - o.cost)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  WHERE n.cost <> o.cost AND n.product_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION report_invoice_payments_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_payments_pending (shop_id, day, method, type, amount)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, CASE WHEN n.credit_id IS NOT NULL THEN 'CREDIT' ELSE n.method END, n.type, sum(n.amount)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO report_debts_pending (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (greatest(n.created_at, i.created_at) AT TIME ZONE s.time_zone)::date, i.customer_id, -sum(n.amount)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = n.shop_id
  WHERE i.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A deposit taken over by its invoice now settles that invoice.
CREATE OR REPLACE FUNCTION report_invoice_payments_taken_over() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts_pending (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (greatest(n.created_at, i.created_at) AT TIME ZONE s.time_zone)::date, i.customer_id, -sum(n.amount)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = n.shop_id
  WHERE o.invoice_id IS NULL AND i.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION report_cash_vouchers_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_cash_pending (shop_id, day, type, category, method, vouchers, amount)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.type, n.category, n.method, count(*), sum(n.amount)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- An import owes its supplier from its completion (status 1) until it is voided (status 3); a row
-- written already completed (a seed's history) owes from then too.
CREATE OR REPLACE FUNCTION report_product_imports_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts_pending (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'supplier', (CASE WHEN n.status = 1 THEN n.completed_at ELSE n.voided_at END AT TIME ZONE s.time_zone)::date, n.supplier_id,
         sum(CASE WHEN n.status = 1 THEN n.total ELSE -n.total END)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
  WHERE o.status <> n.status AND (n.status = 1 OR (n.status = 3 AND o.status = 1))
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION report_product_imports_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts_pending (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'supplier', (n.completed_at AT TIME ZONE s.time_zone)::date, n.supplier_id, sum(n.total)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  WHERE n.status = 1
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION report_product_import_payments_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts_pending (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'supplier', (greatest(n.created_at, p.completed_at) AT TIME ZONE s.time_zone)::date, p.supplier_id, -sum(n.amount)
  FROM new_rows AS n JOIN product_imports AS p ON p.id = n.import_id JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION report_stock_movements_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_stock_pending (shop_id, day, product_id, quantity, value)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.product_id, sum(n.delta), sum(n.delta::bigint * n.unit_cost)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION report_activities_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_activities_pending (shop_id, day, type, activities)
    SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.type, count(*)
    FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  ELSE
    INSERT INTO report_activities_pending (shop_id, day, type, activities)
    SELECT o.shop_id, (o.created_at AT TIME ZONE s.time_zone)::date, o.type, -count(*)
    FROM old_rows AS o JOIN shops AS s ON s.id = o.shop_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- an activity's type (a draft's or a waiting one's) may change: it moves from the old type to the new
CREATE FUNCTION report_activities_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_activities_pending (shop_id, day, type, activities)
  SELECT shop_id, day, type, sum(n) FROM (
    SELECT o.shop_id, (o.created_at AT TIME ZONE s.time_zone)::date AS day, o.type, -1 AS n
    FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id JOIN shops AS s ON s.id = o.shop_id
    WHERE (o.type, o.created_at, o.shop_id) IS DISTINCT FROM (w.type, w.created_at, w.shop_id)
    UNION ALL
    SELECT w.shop_id, (w.created_at AT TIME ZONE s.time_zone)::date, w.type, 1
    FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id JOIN shops AS s ON s.id = w.shop_id
    WHERE (o.type, o.created_at, o.shop_id) IS DISTINCT FROM (w.type, w.created_at, w.shop_id)
  ) AS c
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_report_update AFTER UPDATE ON activities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_activities_changed();
--> statement-breakpoint

-- the payments by method again, a refund kept as credit and a payment from it counted as credit
DELETE FROM report_payments;
--> statement-breakpoint
INSERT INTO report_payments (shop_id, day, method, type, amount)
SELECT p.shop_id, (p.created_at AT TIME ZONE s.time_zone)::date, CASE WHEN p.credit_id IS NOT NULL THEN 'CREDIT' ELSE p.method END, p.type, sum(p.amount)
FROM invoice_payments AS p JOIN shops AS s ON s.id = p.shop_id
GROUP BY 1, 2, 3, 4;
