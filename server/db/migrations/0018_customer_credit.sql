CREATE TABLE "customer_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_credits_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_code" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credits_delta_check" CHECK ("customer_credits"."delta" <> 0),
	CONSTRAINT "customer_credits_balance_after_check" CHECK ("customer_credits"."balance_after" >= 0),
	CONSTRAINT "customer_credits_reason_check" CHECK ("customer_credits"."reason" in ('void', 'payment')),
	CONSTRAINT "customer_credits_document_type_check" CHECK ("customer_credits"."document_type" in ('product_import', 'stock_take', 'invoice', 'activity'))
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_method_check";--> statement-breakpoint
ALTER TABLE "invoice_payments" ALTER COLUMN "voucher_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "credit_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credits_customer_id_seq_idx" ON "customer_credits" USING btree ("customer_id","seq");--> statement-breakpoint
CREATE INDEX "customer_credits_document_idx" ON "customer_credits" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "customer_credits_shop_id_created_at_idx" ON "customer_credits" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_credits_created_by_idx" ON "customer_credits" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_credit_id_idx" ON "invoice_payments" USING btree ("credit_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_credit_check" CHECK ("customers"."credit" >= 0);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_moved_check" CHECK (num_nonnulls("invoice_payments"."voucher_id", "invoice_payments"."credit_id") = 1 and ("invoice_payments"."method" <> 'CREDIT' or "invoice_payments"."credit_id" is not null));--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('CASH', 'BANK_TRANSFER', 'CARD', 'CREDIT'));