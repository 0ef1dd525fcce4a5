CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"product_id" uuid,
	"product_group" smallint,
	"name" text NOT NULL,
	"unit_name" text NOT NULL,
	"unit_factor" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"invoice_discount" bigint DEFAULT 0 NOT NULL,
	"taxable_base" bigint DEFAULT 0 NOT NULL,
	"vat_percent" numeric(5, 2),
	"vat" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"batch_id" uuid,
	"gift_of_id" uuid,
	CONSTRAINT "invoice_lines_kind_check" CHECK (("invoice_lines"."kind" = 'service' and "invoice_lines"."product_id" is null) or ("invoice_lines"."kind" = 'product' and "invoice_lines"."product_id" is not null and "invoice_lines"."service_id" is null)),
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."unit_factor" >= 1),
	CONSTRAINT "invoice_lines_amount_check" CHECK ("invoice_lines"."unit_price" >= 0 and "invoice_lines"."discount" >= 0 and "invoice_lines"."amount" = "invoice_lines"."quantity" * "invoice_lines"."unit_price" - "invoice_lines"."discount" and "invoice_lines"."amount" >= 0
        and "invoice_lines"."invoice_discount" >= 0 and "invoice_lines"."taxable_base" = "invoice_lines"."amount" - "invoice_lines"."invoice_discount" and "invoice_lines"."taxable_base" >= 0 and "invoice_lines"."vat" >= 0 and "invoice_lines"."cost" >= 0),
	CONSTRAINT "invoice_lines_vat_check" CHECK ("invoice_lines"."vat_percent" is null and "invoice_lines"."vat" = 0 or "invoice_lines"."vat_percent" between 0 and 100),
	CONSTRAINT "invoice_lines_gift_check" CHECK ("invoice_lines"."gift_of_id" is null or ("invoice_lines"."unit_price" = 0 and "invoice_lines"."kind" = 'product'))
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"invoice_id" uuid,
	"activity_id" uuid,
	"customer_id" uuid,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"type" smallint NOT NULL,
	"idempotency_key" text,
	"voucher_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" <> 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('CASH', 'BANK_TRANSFER', 'CARD')),
	CONSTRAINT "invoice_payments_type_check" CHECK ("invoice_payments"."type" in (0, 1, 2)),
	CONSTRAINT "invoice_payments_target_check" CHECK ("invoice_payments"."invoice_id" is not null or ("invoice_payments"."type" = 1 and "invoice_payments"."activity_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" smallint NOT NULL,
	"status" smallint NOT NULL,
	"activity_id" uuid,
	"customer_id" uuid,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"promotion_discount" bigint DEFAULT 0 NOT NULL,
	"promotion_id" uuid,
	"discount_reason" text,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"debt" bigint GENERATED ALWAYS AS (case when status = 4 then 0 else total - paid end) STORED NOT NULL,
	"note" text,
	"idempotency_key" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"void_refund" text,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in (1, 2, 3, 4)),
	CONSTRAINT "invoices_money_check" CHECK ("invoices"."subtotal" >= 0 and "invoices"."discount" >= 0 and "invoices"."promotion_discount" >= 0 and "invoices"."promotion_discount" <= "invoices"."discount" and "invoices"."discount" <= "invoices"."subtotal" and "invoices"."vat" >= 0),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" = "invoices"."subtotal" - "invoices"."discount" + "invoices"."vat"),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid" >= 0 and ("invoices"."status" = 4 or "invoices"."paid" <= "invoices"."total")),
	CONSTRAINT "invoices_debt_check" CHECK ("invoices"."customer_id" is not null or "invoices"."status" = 4 or "invoices"."paid" = "invoices"."total"),
	CONSTRAINT "invoices_void_check" CHECK (("invoices"."status" = 4) = ("invoices"."voided_at" is not null) and ("invoices"."voided_at" is null) = ("invoices"."void_reason" is null) and ("invoices"."voided_at" is null) = ("invoices"."voided_by" is null)),
	CONSTRAINT "invoices_void_refund_check" CHECK ("invoices"."void_refund" is null or "invoices"."void_refund" in ('REFUND', 'CREDIT'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"kinds" smallint[] NOT NULL,
	"min_subtotal" bigint DEFAULT 0 NOT NULL,
	"discount_percent" numeric(5, 2),
	"discount_cap" bigint,
	"discount_amount" bigint,
	"buy_product_id" uuid,
	"buy_quantity" integer,
	"gift_product_id" uuid,
	"gift_quantity" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_method_check" CHECK ("promotions"."method" in ('INVOICE#INVOICE_DISCOUNT', 'INVOICE#GIFT', 'PRODUCT#GIFT')),
	CONSTRAINT "promotions_period_check" CHECK ("promotions"."ends_on" is null or "promotions"."ends_on" >= "promotions"."starts_on"),
	CONSTRAINT "promotions_kinds_check" CHECK (cardinality("promotions"."kinds") > 0 and "promotions"."kinds" <@ array[1, 2, 3, 4, 5, 6]::smallint[]),
	CONSTRAINT "promotions_numbers_check" CHECK ("promotions"."min_subtotal" >= 0 and "promotions"."usage_count" >= 0),
	CONSTRAINT "promotions_discount_check" CHECK ("promotions"."method" <> 'INVOICE#INVOICE_DISCOUNT' or (("promotions"."discount_percent" is not null) <> ("promotions"."discount_amount" is not null)
        and coalesce("promotions"."discount_percent" > 0 and "promotions"."discount_percent" <= 100, true) and coalesce("promotions"."discount_amount" > 0, true) and coalesce("promotions"."discount_cap" > 0, true))),
	CONSTRAINT "promotions_gift_check" CHECK ("promotions"."method" = 'INVOICE#INVOICE_DISCOUNT' or ("promotions"."gift_product_id" is not null and "promotions"."gift_quantity" > 0)),
	CONSTRAINT "promotions_buy_check" CHECK ("promotions"."method" <> 'PRODUCT#GIFT' or ("promotions"."buy_product_id" is not null and "promotions"."buy_quantity" > 0))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_gift_of_id_promotions_id_fk" FOREIGN KEY ("gift_of_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_voucher_id_cash_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."cash_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_buy_product_id_products_id_fk" FOREIGN KEY ("buy_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_id_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_product_id_idx" ON "invoice_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_service_id_idx" ON "invoice_lines" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_batch_id_idx" ON "invoice_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_gift_of_id_idx" ON "invoice_lines" USING btree ("gift_of_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_shop_id_idempotency_key_key" ON "invoice_payments" USING btree ("shop_id","idempotency_key") WHERE "invoice_payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_activity_id_idx" ON "invoice_payments" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_customer_id_idx" ON "invoice_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_voucher_id_idx" ON "invoice_payments" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_shop_id_created_at_idx" ON "invoice_payments" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_id_code_key" ON "invoices" USING btree ("shop_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_id_idempotency_key_key" ON "invoices" USING btree ("shop_id","idempotency_key") WHERE "invoices"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_activity_id_key" ON "invoices" USING btree ("activity_id") WHERE "invoices"."activity_id" is not null and "invoices"."status" <> 4;--> statement-breakpoint
CREATE INDEX "invoices_shop_id_created_at_idx" ON "invoices" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_shop_id_customer_id_owed_idx" ON "invoices" USING btree ("shop_id","customer_id") WHERE "invoices"."debt" > 0;--> statement-breakpoint
CREATE INDEX "invoices_customer_id_created_at_idx" ON "invoices" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_created_by_idx" ON "invoices" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_shop_id_code_key" ON "promotions" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "promotions_shop_id_active_idx" ON "promotions" USING btree ("shop_id","is_active","starts_on");--> statement-breakpoint
CREATE INDEX "promotions_buy_product_id_idx" ON "promotions" USING btree ("buy_product_id");--> statement-breakpoint
CREATE INDEX "promotions_gift_product_id_idx" ON "promotions" USING btree ("gift_product_id");