CREATE TABLE "stay_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" uuid NOT NULL,
	"fed" boolean DEFAULT false NOT NULL,
	"walked" boolean DEFAULT false NOT NULL,
	"bathed" boolean DEFAULT false NOT NULL,
	"temperature_c" numeric(4, 1),
	"weight_kg" numeric(6, 2),
	"note" text,
	"photo_file_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_log_entries_vitals_check" CHECK (("stay_log_entries"."temperature_c" is null or "stay_log_entries"."temperature_c" > 0) and ("stay_log_entries"."weight_kg" is null or "stay_log_entries"."weight_kg" > 0))
);
--> statement-breakpoint
ALTER TABLE "activity_products" ADD COLUMN "log_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_services" ADD COLUMN "log_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "stay_log_entries" ADD CONSTRAINT "stay_log_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_log_entries" ADD CONSTRAINT "stay_log_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_log_entries" ADD CONSTRAINT "stay_log_entries_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_log_entries" ADD CONSTRAINT "stay_log_entries_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_log_entries" ADD CONSTRAINT "stay_log_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_log_entries_activity_id_at_idx" ON "stay_log_entries" USING btree ("activity_id","at");--> statement-breakpoint
CREATE INDEX "stay_log_entries_photo_file_id_idx" ON "stay_log_entries" USING btree ("photo_file_id");--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_log_entry_id_stay_log_entries_id_fk" FOREIGN KEY ("log_entry_id") REFERENCES "public"."stay_log_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_services" ADD CONSTRAINT "activity_services_log_entry_id_stay_log_entries_id_fk" FOREIGN KEY ("log_entry_id") REFERENCES "public"."stay_log_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_products_log_entry_id_idx" ON "activity_products" USING btree ("log_entry_id");--> statement-breakpoint
CREATE INDEX "activity_services_log_entry_id_idx" ON "activity_services" USING btree ("log_entry_id");