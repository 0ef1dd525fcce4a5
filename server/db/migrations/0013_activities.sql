CREATE TABLE "activity_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"service_line_id" uuid,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_attachments_kind_check" CHECK ("activity_attachments"."kind" in ('result', 'before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit_name" text NOT NULL,
	"unit_factor" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"batch_id" uuid,
	"dosage" text,
	"next_due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_products_quantity_check" CHECK ("activity_products"."quantity" > 0 and "activity_products"."unit_factor" > 0),
	CONSTRAINT "activity_products_price_check" CHECK ("activity_products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_records" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"weight_kg" numeric(6, 2),
	"temperature_c" numeric(4, 1),
	"heart_rate" smallint,
	"respiratory_rate" smallint,
	"symptoms" text,
	"diagnosis" text,
	"treatment" text,
	"notes" text,
	"next_visit_on" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_records_weight_check" CHECK ("activity_records"."weight_kg" is null or "activity_records"."weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "display_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_kind_check";--> statement-breakpoint
DROP INDEX "activities_pet_id_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "ticket_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "waiting_by" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "started_by" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "completed_by" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "canceled_by" uuid;--> statement-breakpoint
ALTER TABLE "activity_services" ADD COLUMN "position" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_services" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "activity_services" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_services" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_service_line_id_activity_services_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."activity_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_links" ADD CONSTRAINT "display_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_links" ADD CONSTRAINT "display_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_attachments_activity_id_idx" ON "activity_attachments" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_attachments_service_line_id_idx" ON "activity_attachments" USING btree ("service_line_id");--> statement-breakpoint
CREATE INDEX "activity_attachments_file_id_idx" ON "activity_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "activity_products_activity_id_idx" ON "activity_products" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_products_product_id_idx" ON "activity_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "activity_products_batch_id_idx" ON "activity_products" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "display_links_token_hash_key" ON "display_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "display_links_shop_id_idx" ON "display_links" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_waiting_by_users_id_fk" FOREIGN KEY ("waiting_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_shop_id_type_created_at_idx" ON "activities" USING btree ("shop_id","type","created_at");--> statement-breakpoint
CREATE INDEX "activities_pet_id_idx" ON "activities" USING btree ("pet_id","created_at");--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_kind_check" CHECK ("document_counters"."kind" in ('PN', 'DV', 'KK', 'PT', 'PC', 'HD', 'LH', 'LT'));