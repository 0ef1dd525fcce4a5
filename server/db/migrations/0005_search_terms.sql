CREATE TABLE "search_terms" (
	"shop_id" uuid NOT NULL,
	"entity" smallint NOT NULL,
	"record_id" uuid NOT NULL,
	"term" text NOT NULL,
	"sort_key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "services_search_idx";--> statement-breakpoint
DROP INDEX "suppliers_search_idx";--> statement-breakpoint
DROP INDEX "customers_search_idx";--> statement-breakpoint
DROP INDEX "pets_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_source" text[] GENERATED ALWAYS AS (array[name, code, barcode]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_digits" text[] GENERATED ALWAYS AS (array[code, barcode]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_source" text[] GENERATED ALWAYS AS (array[name]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_digits" text[] GENERATED ALWAYS AS ('{}'::text[]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_source" text[] GENERATED ALWAYS AS (array[name, alias, phone]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_digits" text[] GENERATED ALWAYS AS (array[phone]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_source" text[] GENERATED ALWAYS AS (array[name, phone, email]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_digits" text[] GENERATED ALWAYS AS (array[phone]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "search_source" text[] GENERATED ALWAYS AS (array[name, breed, microchip]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "search_digits" text[] GENERATED ALWAYS AS ('{}'::text[]) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_record_id_idx" ON "search_terms" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "search_terms_lookup_idx" ON "search_terms" USING btree ("shop_id","entity","term" text_pattern_ops,"record_id","sort_key");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "suppliers" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "pets" DROP COLUMN "search_text";