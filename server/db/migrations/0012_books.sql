CREATE TABLE "cash_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"payer_type" text NOT NULL,
	"customer_id" uuid,
	"supplier_id" uuid,
	"employee_id" uuid,
	"payer_name" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"category" text NOT NULL,
	"document_type" text,
	"document_id" uuid,
	"document_code" text,
	"note" text,
	"idempotency_key" text,
	"reverses_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "cash_vouchers_type_check" CHECK ("cash_vouchers"."type" in ('RECEIPT', 'PAYMENT')),
	CONSTRAINT "cash_vouchers_payer_type_check" CHECK ("cash_vouchers"."payer_type" in ('CUSTOMER', 'SUPPLIER', 'EMPLOYEE', 'DELIVERYEE', 'OTHER')),
	CONSTRAINT "cash_vouchers_method_check" CHECK ("cash_vouchers"."method" in ('CASH', 'BANK_TRANSFER', 'CARD')),
	CONSTRAINT "cash_vouchers_category_check" CHECK ("cash_vouchers"."category" in ('SALES', 'DEBT_COLLECTION', 'DEPOSIT', 'PURCHASE', 'SUPPLIER_DEBT', 'SALARY', 'RENT', 'UTILITIES', 'OTHER_INCOME', 'OTHER_EXPENSE')),
	CONSTRAINT "cash_vouchers_document_type_check" CHECK ("cash_vouchers"."document_type" is null or "cash_vouchers"."document_type" in ('product_import', 'stock_take', 'invoice', 'activity')),
	CONSTRAINT "cash_vouchers_amount_check" CHECK ("cash_vouchers"."amount" > 0),
	CONSTRAINT "cash_vouchers_payer_check" CHECK (("cash_vouchers"."customer_id" is not null) = ("cash_vouchers"."payer_type" = 'CUSTOMER') and ("cash_vouchers"."supplier_id" is not null) = ("cash_vouchers"."payer_type" = 'SUPPLIER') and ("cash_vouchers"."employee_id" is not null) = ("cash_vouchers"."payer_type" = 'EMPLOYEE')),
	CONSTRAINT "cash_vouchers_void_check" CHECK (("cash_vouchers"."voided_at" is null) = ("cash_vouchers"."void_reason" is null) and ("cash_vouchers"."voided_at" is null) = ("cash_vouchers"."voided_by" is null))
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_pkey" PRIMARY KEY("shop_id","kind"),
	CONSTRAINT "document_counters_kind_check" CHECK ("document_counters"."kind" in ('PN', 'KK', 'PT', 'PC', 'HD', 'LH', 'LT')),
	CONSTRAINT "document_counters_last_number_check" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_import_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"unit_name" text NOT NULL,
	"unit_factor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"batch_no" text,
	"expires_on" date,
	"batch_id" uuid,
	CONSTRAINT "product_import_lines_quantity_check" CHECK ("product_import_lines"."quantity" > 0 and "product_import_lines"."unit_factor" >= 1),
	CONSTRAINT "product_import_lines_amount_check" CHECK ("product_import_lines"."unit_cost" >= 0 and "product_import_lines"."discount" >= 0 and "product_import_lines"."amount" = "product_import_lines"."quantity" * "product_import_lines"."unit_cost" - "product_import_lines"."discount" and "product_import_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_import_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_import_payments_amount_check" CHECK ("product_import_payments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"other_costs" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"debt" bigint GENERATED ALWAYS AS (case when status = 1 then total - paid else 0 end) STORED NOT NULL,
	"pay_now" bigint DEFAULT 0 NOT NULL,
	"pay_method" text DEFAULT 'CASH' NOT NULL,
	"note" text,
	"idempotency_key" text,
	"completion_key" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"canceled_by" uuid,
	"canceled_at" timestamp with time zone,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "product_imports_status_check" CHECK ("product_imports"."status" in (0, 1, 2, 3)),
	CONSTRAINT "product_imports_pay_method_check" CHECK ("product_imports"."pay_method" in ('CASH', 'BANK_TRANSFER', 'CARD')),
	CONSTRAINT "product_imports_money_check" CHECK ("product_imports"."subtotal" >= 0 and "product_imports"."discount" >= 0 and "product_imports"."other_costs" >= 0 and "product_imports"."pay_now" >= 0),
	CONSTRAINT "product_imports_total_check" CHECK ("product_imports"."total" = "product_imports"."subtotal" - "product_imports"."discount" + "product_imports"."other_costs" and "product_imports"."total" >= 0),
	CONSTRAINT "product_imports_paid_check" CHECK ("product_imports"."paid" >= 0 and "product_imports"."paid" <= "product_imports"."total" and "product_imports"."pay_now" <= "product_imports"."total")
);
--> statement-breakpoint
CREATE TABLE "product_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"factor" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_units_factor_check" CHECK ("product_units"."factor" >= 2),
	CONSTRAINT "product_units_position_check" CHECK ("product_units"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "stock_take_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"stock_take_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"system_quantity" integer NOT NULL,
	"counted_quantity" integer,
	"difference" integer,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_take_lines_counted_check" CHECK ("stock_take_lines"."counted_quantity" is null or "stock_take_lines"."counted_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"product_group" smallint,
	"note" text,
	"difference_value" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"canceled_by" uuid,
	"canceled_at" timestamp with time zone,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "stock_takes_status_check" CHECK ("stock_takes"."status" in (0, 1, 2, 3)),
	CONSTRAINT "stock_takes_group_check" CHECK ("stock_takes"."product_group" is null or "stock_takes"."product_group" in (0, 1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "product_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_no" text,
	"expires_on" date,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_batches_identity_check" CHECK ("product_batches"."batch_no" is not null or "product_batches"."expires_on" is not null),
	CONSTRAINT "product_batches_quantity_check" CHECK ("product_batches"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_code" text NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0),
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('import', 'import_void', 'sale', 'service_use', 'inpatient_use', 'gift', 'stock_take', 'stock_take_void', 'void', 'return')),
	CONSTRAINT "stock_movements_document_type_check" CHECK ("stock_movements"."document_type" in ('product_import', 'stock_take', 'invoice', 'activity')),
	CONSTRAINT "stock_movements_unit_cost_check" CHECK ("stock_movements"."unit_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_value" bigint GENERATED ALWAYS AS (stock_on_hand::bigint * average_cost) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "allow_selling_out_of_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_reverses_id_cash_vouchers_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."cash_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_lines" ADD CONSTRAINT "product_import_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_lines" ADD CONSTRAINT "product_import_lines_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_lines" ADD CONSTRAINT "product_import_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_lines" ADD CONSTRAINT "product_import_lines_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_payments" ADD CONSTRAINT "product_import_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_payments" ADD CONSTRAINT "product_import_payments_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_payments" ADD CONSTRAINT "product_import_payments_voucher_id_cash_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."cash_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_stock_take_id_stock_takes_id_fk" FOREIGN KEY ("stock_take_id") REFERENCES "public"."stock_takes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_vouchers_shop_id_code_key" ON "cash_vouchers" USING btree ("shop_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_vouchers_shop_id_idempotency_key_key" ON "cash_vouchers" USING btree ("shop_id","idempotency_key") WHERE "cash_vouchers"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_vouchers_reverses_id_key" ON "cash_vouchers" USING btree ("reverses_id") WHERE "cash_vouchers"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "cash_vouchers_shop_id_created_at_idx" ON "cash_vouchers" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_vouchers_document_id_idx" ON "cash_vouchers" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "cash_vouchers_customer_id_idx" ON "cash_vouchers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cash_vouchers_supplier_id_idx" ON "cash_vouchers" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "cash_vouchers_employee_id_idx" ON "cash_vouchers" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_import_lines_import_id_position_key" ON "product_import_lines" USING btree ("import_id","position");--> statement-breakpoint
CREATE INDEX "product_import_lines_product_id_idx" ON "product_import_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_import_lines_batch_id_idx" ON "product_import_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "product_import_payments_import_id_idx" ON "product_import_payments" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "product_import_payments_voucher_id_idx" ON "product_import_payments" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_shop_id_code_key" ON "product_imports" USING btree ("shop_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_shop_id_idempotency_key_key" ON "product_imports" USING btree ("shop_id","idempotency_key") WHERE "product_imports"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_shop_id_completion_key_key" ON "product_imports" USING btree ("shop_id","completion_key") WHERE "product_imports"."completion_key" is not null;--> statement-breakpoint
CREATE INDEX "product_imports_shop_id_supplier_id_owed_idx" ON "product_imports" USING btree ("shop_id","supplier_id") WHERE "product_imports"."debt" > 0;--> statement-breakpoint
CREATE INDEX "product_imports_shop_id_created_at_idx" ON "product_imports" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "product_imports_supplier_id_status_idx" ON "product_imports" USING btree ("supplier_id","status","completed_at");--> statement-breakpoint
CREATE INDEX "product_imports_created_by_idx" ON "product_imports" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_product_id_name_key" ON "product_units" USING btree ("product_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_product_id_position_key" ON "product_units" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_take_lines_stock_take_id_product_id_key" ON "stock_take_lines" USING btree ("stock_take_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_take_lines_stock_take_id_position_idx" ON "stock_take_lines" USING btree ("stock_take_id","position");--> statement-breakpoint
CREATE INDEX "stock_take_lines_product_id_idx" ON "stock_take_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_takes_shop_id_code_key" ON "stock_takes" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "stock_takes_shop_id_created_at_idx" ON "stock_takes" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_takes_created_by_idx" ON "stock_takes" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_product_id_lot_key" ON "product_batches" USING btree ("product_id",coalesce("batch_no", ''),coalesce("expires_on", 'infinity'::date));--> statement-breakpoint
CREATE INDEX "product_batches_product_id_expires_on_idx" ON "product_batches" USING btree ("product_id","expires_on");--> statement-breakpoint
CREATE INDEX "product_batches_shop_id_expires_on_idx" ON "product_batches" USING btree ("shop_id","expires_on") WHERE "product_batches"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_seq_idx" ON "stock_movements" USING btree ("product_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_created_at_idx" ON "stock_movements" USING btree ("product_id","created_at","seq","delta");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "stock_movements_shop_id_created_at_idx" ON "stock_movements" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_batch_id_idx" ON "stock_movements" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "stock_movements_created_by_idx" ON "stock_movements" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "products_shop_id_stock_value_idx" ON "products" USING btree ("shop_id","stock_value","id") WHERE "products"."stock_on_hand" <> 0;