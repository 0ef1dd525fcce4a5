-- The reports' daily figures (server/db/schema/report-days.ts) kept by the documents themselves:
-- statement-level triggers, so a checkout, a seed or a backfill of many rows adds each day's figure
-- once, in the same transaction as the rows. Each upsert takes its rows in key order, so two
-- statements adding to the same figures wait for each other instead of deadlocking. A void counts
-- on its own day; a payment counts on its day, or on its invoice's day when it was a deposit the
-- invoice took over (the later of the two); an import's debt from the day it was completed.

CREATE FUNCTION report_invoices_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales AS r (shop_id, day, kind, staff_id, invoices, subtotal, discount, vat, total)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.kind, coalesce(a.assignee_id, n.created_by),
         count(*), sum(n.subtotal), sum(n.discount), sum(n.vat), sum(n.total)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id LEFT JOIN activities AS a ON a.id = n.activity_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, kind, staff_id) DO UPDATE SET invoices = r.invoices + excluded.invoices, subtotal = r.subtotal + excluded.subtotal,
    discount = r.discount + excluded.discount, vat = r.vat + excluded.vat, total = r.total + excluded.total;
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (n.created_at AT TIME ZONE s.time_zone)::date, n.customer_id, sum(n.total)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  WHERE n.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A void takes the invoice back out of its day's figures on the day of the void: its count, money,
-- lines, VAT, and what the customer owed for it (its refunds are payments, counted as such).
CREATE FUNCTION report_invoices_void() RETURNS trigger
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
  INSERT INTO report_sales AS r (shop_id, day, kind, staff_id, invoices, subtotal, discount, vat, total, cost)
  SELECT v.shop_id, v.day, v.kind, v.staff_id, -count(*), -sum(v.subtotal), -sum(v.discount), -sum(v.vat), -sum(v.total),
         -coalesce(sum((SELECT sum(l.cost) FROM invoice_lines AS l WHERE l.invoice_id = v.id)), 0)
  FROM v GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, kind, staff_id) DO UPDATE SET invoices = r.invoices + excluded.invoices, subtotal = r.subtotal + excluded.subtotal,
    discount = r.discount + excluded.discount, vat = r.vat + excluded.vat, total = r.total + excluded.total, cost = r.cost + excluded.cost;
  WITH v AS (
    SELECT n.id, n.shop_id, (n.voided_at AT TIME ZONE s.time_zone)::date AS day
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
    WHERE n.status = 4 AND o.status <> 4
  )
  INSERT INTO report_items AS r (shop_id, day, item_kind, item_id, quantity, revenue, cost)
  SELECT v.shop_id, v.day, l.kind, coalesce(l.product_id, l.service_id), -sum(l.quantity * l.unit_factor), -sum(l.taxable_base), -sum(l.cost)
  FROM v JOIN invoice_lines AS l ON l.invoice_id = v.id
  WHERE coalesce(l.product_id, l.service_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, item_kind, item_id) DO UPDATE SET quantity = r.quantity + excluded.quantity, revenue = r.revenue + excluded.revenue, cost = r.cost + excluded.cost;
  WITH v AS (
    SELECT n.id, n.shop_id, (n.voided_at AT TIME ZONE s.time_zone)::date AS day
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
    WHERE n.status = 4 AND o.status <> 4
  )
  INSERT INTO report_vat AS r (shop_id, day, vat_key, vat_percent, taxable_base, vat)
  SELECT v.shop_id, v.day, l.vat_key, l.vat_percent, -sum(l.taxable_base), -sum(l.vat)
  FROM v JOIN invoice_lines AS l ON l.invoice_id = v.id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_vat_key DO UPDATE SET taxable_base = r.taxable_base + excluded.taxable_base, vat = r.vat + excluded.vat;
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (n.voided_at AT TIME ZONE s.time_zone)::date, n.customer_id, -sum(n.total)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
  WHERE n.status = 4 AND o.status <> 4 AND n.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Lines count on their invoice's day; `sign` is 1 for new lines, and the cost written once the goods
-- have moved is added as the difference it makes.
CREATE FUNCTION report_invoice_lines_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales AS r (shop_id, day, kind, staff_id, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, i.kind, coalesce(a.assignee_id, i.created_by), sum(n.cost)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id LEFT JOIN activities AS a ON a.id = i.activity_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, kind, staff_id) DO UPDATE SET cost = r.cost + excluded.cost;
  INSERT INTO report_items AS r (shop_id, day, item_kind, item_id, quantity, revenue, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, n.kind, coalesce(n.product_id, n.service_id),
         sum(n.quantity * n.unit_factor), sum(n.taxable_base), sum(n.cost)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  WHERE coalesce(n.product_id, n.service_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, item_kind, item_id) DO UPDATE SET quantity = r.quantity + excluded.quantity, revenue = r.revenue + excluded.revenue, cost = r.cost + excluded.cost;
  INSERT INTO report_vat AS r (shop_id, day, vat_key, vat_percent, taxable_base, vat)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, n.vat_key, n.vat_percent, sum(n.taxable_base), sum(n.vat)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_vat_key DO UPDATE SET taxable_base = r.taxable_base + excluded.taxable_base, vat = r.vat + excluded.vat;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION report_invoice_lines_cost() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales AS r (shop_id, day, kind, staff_id, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, i.kind, coalesce(a.assignee_id, i.created_by), sum(n.cost - o.cost)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  LEFT JOIN activities AS a ON a.id = i.activity_id
  WHERE n.cost <> o.cost
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, kind, staff_id) DO UPDATE SET cost = r.cost + excluded.cost;
  INSERT INTO report_items AS r (shop_id, day, item_kind, item_id, cost)
  SELECT i.shop_id, (i.created_at AT TIME ZONE s.time_zone)::date, n.kind, n.product_id, sum(n.cost - o.cost)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = i.shop_id
  WHERE n.cost <> o.cost AND n.product_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, item_kind, item_id) DO UPDATE SET cost = r.cost + excluded.cost;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION report_invoice_payments_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_payments AS r (shop_id, day, method, type, amount)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.method, n.type, sum(n.amount)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, day, method, type) DO UPDATE SET amount = r.amount + excluded.amount;
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (greatest(n.created_at, i.created_at) AT TIME ZONE s.time_zone)::date, i.customer_id, -sum(n.amount)
  FROM new_rows AS n JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = n.shop_id
  WHERE i.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A deposit taken over by its invoice now settles that invoice.
CREATE FUNCTION report_invoice_payments_taken_over() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'customer', (greatest(n.created_at, i.created_at) AT TIME ZONE s.time_zone)::date, i.customer_id, -sum(n.amount)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN invoices AS i ON i.id = n.invoice_id JOIN shops AS s ON s.id = n.shop_id
  WHERE o.invoice_id IS NULL AND i.customer_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION report_cash_vouchers_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_cash AS r (shop_id, day, type, category, method, vouchers, amount)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.type, n.category, n.method, count(*), sum(n.amount)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (shop_id, day, type, category, method) DO UPDATE SET vouchers = r.vouchers + excluded.vouchers, amount = r.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- An import owes its supplier from its completion (status 1) until it is voided (status 3); a row
-- written already completed (a seed's history) owes from then too.
CREATE FUNCTION report_product_imports_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'supplier', (CASE WHEN n.status = 1 THEN n.completed_at ELSE n.voided_at END AT TIME ZONE s.time_zone)::date, n.supplier_id,
         sum(CASE WHEN n.status = 1 THEN n.total ELSE -n.total END)
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN shops AS s ON s.id = n.shop_id
  WHERE o.status <> n.status AND (n.status = 1 OR (n.status = 3 AND o.status = 1))
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION report_product_imports_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'supplier', (n.completed_at AT TIME ZONE s.time_zone)::date, n.supplier_id, sum(n.total)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  WHERE n.status = 1
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION report_product_import_payments_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_debts AS r (shop_id, party, day, party_id, change)
  SELECT n.shop_id, 'supplier', (greatest(n.created_at, p.completed_at) AT TIME ZONE s.time_zone)::date, p.supplier_id, -sum(n.amount)
  FROM new_rows AS n JOIN product_imports AS p ON p.id = n.import_id JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (shop_id, party, day, party_id) DO UPDATE SET change = r.change + excluded.change;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION report_stock_movements_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_stock AS r (shop_id, day, product_id, quantity, value)
  SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.product_id, sum(n.delta), sum(n.delta::bigint * n.unit_cost)
  FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (shop_id, day, product_id) DO UPDATE SET quantity = r.quantity + excluded.quantity, value = r.value + excluded.value;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION report_activities_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_activities AS r (shop_id, day, type, activities)
    SELECT n.shop_id, (n.created_at AT TIME ZONE s.time_zone)::date, n.type, count(*)
    FROM new_rows AS n JOIN shops AS s ON s.id = n.shop_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (shop_id, day, type) DO UPDATE SET activities = r.activities + excluded.activities;
  ELSE
    INSERT INTO report_activities AS r (shop_id, day, type, activities)
    SELECT o.shop_id, (o.created_at AT TIME ZONE s.time_zone)::date, o.type, -count(*)
    FROM old_rows AS o JOIN shops AS s ON s.id = o.shop_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (shop_id, day, type) DO UPDATE SET activities = r.activities + excluded.activities;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER invoices_report_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoices_insert();
--> statement-breakpoint
CREATE TRIGGER invoices_report_void AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoices_void();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_report_insert AFTER INSERT ON invoice_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_lines_insert();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_report_cost AFTER UPDATE ON invoice_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_lines_cost();
--> statement-breakpoint
CREATE TRIGGER invoice_payments_report_insert AFTER INSERT ON invoice_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_payments_insert();
--> statement-breakpoint
CREATE TRIGGER invoice_payments_report_taken_over AFTER UPDATE ON invoice_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_payments_taken_over();
--> statement-breakpoint
CREATE TRIGGER cash_vouchers_report_insert AFTER INSERT ON cash_vouchers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_cash_vouchers_insert();
--> statement-breakpoint
CREATE TRIGGER product_imports_report_insert AFTER INSERT ON product_imports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_product_imports_insert();
--> statement-breakpoint
CREATE TRIGGER product_imports_report_update AFTER UPDATE ON product_imports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_product_imports_update();
--> statement-breakpoint
CREATE TRIGGER product_import_payments_report_insert AFTER INSERT ON product_import_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_product_import_payments_insert();
--> statement-breakpoint
CREATE TRIGGER stock_movements_report_insert AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_stock_movements_insert();
--> statement-breakpoint
CREATE TRIGGER activities_report_insert AFTER INSERT ON activities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_activities_count();
--> statement-breakpoint
CREATE TRIGGER activities_report_delete AFTER DELETE ON activities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_activities_count();
--> statement-breakpoint

-- The figures of what was written before the triggers, by the same rules.
INSERT INTO report_sales (shop_id, day, kind, staff_id, invoices, subtotal, discount, vat, total, cost)
SELECT shop_id, day, kind, staff_id, sum(n), sum(subtotal), sum(discount), sum(vat), sum(total), sum(cost)
FROM (
  SELECT i.shop_id, (e.at AT TIME ZONE s.time_zone)::date AS day, i.kind, coalesce(a.assignee_id, i.created_by) AS staff_id, e.sign AS n,
         e.sign * i.subtotal AS subtotal, e.sign * i.discount AS discount, e.sign * i.vat AS vat, e.sign * i.total AS total,
         e.sign * (SELECT coalesce(sum(l.cost), 0) FROM invoice_lines AS l WHERE l.invoice_id = i.id) AS cost
  FROM invoices AS i JOIN shops AS s ON s.id = i.shop_id LEFT JOIN activities AS a ON a.id = i.activity_id
  CROSS JOIN LATERAL (VALUES (i.created_at, 1), (i.voided_at, -1)) AS e(at, sign)
  WHERE e.at IS NOT NULL
) AS f
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_items (shop_id, day, item_kind, item_id, quantity, revenue, cost)
SELECT i.shop_id, (e.at AT TIME ZONE s.time_zone)::date, l.kind, coalesce(l.product_id, l.service_id),
       sum(e.sign * l.quantity * l.unit_factor), sum(e.sign * l.taxable_base), sum(e.sign * l.cost)
FROM invoice_lines AS l JOIN invoices AS i ON i.id = l.invoice_id JOIN shops AS s ON s.id = i.shop_id
CROSS JOIN LATERAL (VALUES (i.created_at, 1), (i.voided_at, -1)) AS e(at, sign)
WHERE e.at IS NOT NULL AND coalesce(l.product_id, l.service_id) IS NOT NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_vat (shop_id, day, vat_key, vat_percent, taxable_base, vat)
SELECT i.shop_id, (e.at AT TIME ZONE s.time_zone)::date, l.vat_key, l.vat_percent, sum(e.sign * l.taxable_base), sum(e.sign * l.vat)
FROM invoice_lines AS l JOIN invoices AS i ON i.id = l.invoice_id JOIN shops AS s ON s.id = i.shop_id
CROSS JOIN LATERAL (VALUES (i.created_at, 1), (i.voided_at, -1)) AS e(at, sign)
WHERE e.at IS NOT NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_payments (shop_id, day, method, type, amount)
SELECT p.shop_id, (p.created_at AT TIME ZONE s.time_zone)::date, p.method, p.type, sum(p.amount)
FROM invoice_payments AS p JOIN shops AS s ON s.id = p.shop_id
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_cash (shop_id, day, type, category, method, vouchers, amount)
SELECT v.shop_id, (v.created_at AT TIME ZONE s.time_zone)::date, v.type, v.category, v.method, count(*), sum(v.amount)
FROM cash_vouchers AS v JOIN shops AS s ON s.id = v.shop_id
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO report_debts (shop_id, party, day, party_id, change)
SELECT shop_id, party, (at AT TIME ZONE time_zone)::date, party_id, sum(change)
FROM (
  SELECT i.shop_id, 'customer' AS party, e.at, s.time_zone, i.customer_id AS party_id, e.sign * i.total AS change
  FROM invoices AS i JOIN shops AS s ON s.id = i.shop_id CROSS JOIN LATERAL (VALUES (i.created_at, 1), (i.voided_at, -1)) AS e(at, sign)
  WHERE e.at IS NOT NULL AND i.customer_id IS NOT NULL
  UNION ALL
  SELECT p.shop_id, 'customer', greatest(p.created_at, i.created_at), s.time_zone, i.customer_id, -p.amount
  FROM invoice_payments AS p JOIN invoices AS i ON i.id = p.invoice_id JOIN shops AS s ON s.id = p.shop_id
  WHERE i.customer_id IS NOT NULL
  UNION ALL
  SELECT m.shop_id, 'supplier', e.at, s.time_zone, m.supplier_id, e.sign * m.total
  FROM product_imports AS m JOIN shops AS s ON s.id = m.shop_id
  CROSS JOIN LATERAL (VALUES (m.completed_at, 1), (CASE WHEN m.status = 3 THEN m.voided_at END, -1)) AS e(at, sign)
  WHERE m.status IN (1, 3) AND e.at IS NOT NULL
  UNION ALL
  SELECT p.shop_id, 'supplier', greatest(p.created_at, m.completed_at), s.time_zone, m.supplier_id, -p.amount
  FROM product_import_payments AS p JOIN product_imports AS m ON m.id = p.import_id JOIN shops AS s ON s.id = p.shop_id
) AS f
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_stock (shop_id, day, product_id, quantity, value)
SELECT m.shop_id, (m.created_at AT TIME ZONE s.time_zone)::date, m.product_id, sum(m.delta), sum(m.delta::bigint * m.unit_cost)
FROM stock_movements AS m JOIN shops AS s ON s.id = m.shop_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO report_activities (shop_id, day, type, activities)
SELECT a.shop_id, (a.created_at AT TIME ZONE s.time_zone)::date, a.type, count(*)
FROM activities AS a JOIN shops AS s ON s.id = a.shop_id
GROUP BY 1, 2, 3;
