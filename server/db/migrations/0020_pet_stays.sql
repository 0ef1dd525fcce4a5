CREATE TABLE "pet_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"feeding_note" text,
	"care_note" text,
	"belongings" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_stays_status_check" CHECK ("pet_stays"."status" between 1 and 4),
	CONSTRAINT "pet_stays_dates_check" CHECK ("pet_stays"."ends_at" > "pet_stays"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "pet_stays" ADD CONSTRAINT "pet_stays_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_stays" ADD CONSTRAINT "pet_stays_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_stays" ADD CONSTRAINT "pet_stays_room_id_pet_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."pet_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pet_stays_activity_id_key" ON "pet_stays" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "pet_stays_room_id_status_idx" ON "pet_stays" USING btree ("room_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "pet_stays_shop_id_status_idx" ON "pet_stays" USING btree ("shop_id","status");