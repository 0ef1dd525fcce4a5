ALTER TABLE "invoice_lines" ADD COLUMN "gift_of_code" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "gift_of_name" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "change_given" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "promotion_name" text;--> statement-breakpoint
UPDATE "invoices" SET "promotion_code" = p."code", "promotion_name" = p."name" FROM "promotions" p WHERE p."id" = "invoices"."promotion_id";--> statement-breakpoint
UPDATE "invoice_lines" SET "gift_of_code" = p."code", "gift_of_name" = p."name" FROM "promotions" p WHERE p."id" = "invoice_lines"."gift_of_id";
