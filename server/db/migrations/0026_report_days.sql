CREATE TABLE "report_activities" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" smallint NOT NULL,
	"activities" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_activities_shop_id_day_type_pk" PRIMARY KEY("shop_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "report_cash" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"method" text NOT NULL,
	"vouchers" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_cash_shop_id_day_type_category_method_pk" PRIMARY KEY("shop_id","day","type","category","method")
);
--> statement-breakpoint
CREATE TABLE "report_debts" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"party" text NOT NULL,
	"party_id" uuid NOT NULL,
	"change" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_debts_shop_id_party_day_party_id_pk" PRIMARY KEY("shop_id","party","day","party_id")
);
--> statement-breakpoint
CREATE TABLE "report_items" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_items_shop_id_day_item_kind_item_id_pk" PRIMARY KEY("shop_id","day","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "report_payments" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"method" text NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_payments_shop_id_day_method_type_pk" PRIMARY KEY("shop_id","day","method","type")
);
--> statement-breakpoint
CREATE TABLE "report_sales" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"staff_id" uuid NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sales_shop_id_day_kind_staff_id_pk" PRIMARY KEY("shop_id","day","kind","staff_id")
);
--> statement-breakpoint
CREATE TABLE "report_stock" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_stock_shop_id_day_product_id_pk" PRIMARY KEY("shop_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_vat" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"vat_key" text NOT NULL,
	"vat_percent" numeric(5, 2),
	"taxable_base" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_vat_key" UNIQUE NULLS NOT DISTINCT("shop_id","day","vat_key","vat_percent")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "vat_key" text;--> statement-breakpoint
-- the key each line was taxed under, as lineVatKey (lib/enums/invoices.ts) gives it
UPDATE "invoice_lines" AS l SET "vat_key" = CASE
  WHEN i.kind = 6 OR (l.kind = 'product' AND l.product_group = 4) THEN 'sale'
  WHEN i.kind = 1 THEN 'grooming' WHEN i.kind = 4 THEN 'hotel' ELSE 'healthcare' END
FROM "invoices" AS i WHERE i.id = l.invoice_id;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "vat_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_activities" ADD CONSTRAINT "report_activities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cash" ADD CONSTRAINT "report_cash_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_debts" ADD CONSTRAINT "report_debts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_items" ADD CONSTRAINT "report_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_payments" ADD CONSTRAINT "report_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sales" ADD CONSTRAINT "report_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_stock" ADD CONSTRAINT "report_stock_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_vat" ADD CONSTRAINT "report_vat_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;