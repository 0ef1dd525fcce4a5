ALTER TABLE "pet_stays" ADD COLUMN "room_since" timestamp with time zone;--> statement-breakpoint
UPDATE "pet_stays" SET "room_since" = "checked_in_at" WHERE "checked_in_at" IS NOT NULL;
