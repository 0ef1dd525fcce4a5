CREATE TABLE "pet_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"size" text,
	"species" text,
	"daily_price" bigint DEFAULT 0 NOT NULL,
	"service_id" uuid,
	"capacity" integer DEFAULT 1 NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"name_order" text GENERATED ALWAYS AS (translate(name, 'aAàÀáÁạẠảẢãÃăĂằẰắẮặẶẳẲẵẴâÂầẦấẤậẬẩẨẫẪbBcCdDđĐeEèÈéÉẹẸẻẺẽẼêÊềỀếẾệỆểỂễỄfFgGhHiIìÌíÍịỊỉỈĩĨjJkKlLmMnNoOòÒóÓọỌỏỎõÕôÔồỒốỐộỘổỔỗỖơƠờỜớỚợỢởỞỡỠpPqQrRsStTuUùÙúÚụỤủỦũŨưƯừỪứỨựỰửỬữỮvVwWxXyYỳỲýÝỵỴỷỶỹỸzZ', 'ＡＡＡＡＡＡＡＡＡＡＡＡＢＢＢＢＢＢＢＢＢＢＢＢＣＣＣＣＣＣＣＣＣＣＣＣＤＤＥＥＦＦＧＧＨＨＨＨＨＨＨＨＨＨＨＨＩＩＩＩＩＩＩＩＩＩＩＩＪＪＫＫＬＬＭＭＭＭＭＭＭＭＭＭＭＭＮＮＯＯＰＰＱＱＲＲＳＳＳＳＳＳＳＳＳＳＳＳＴＴＴＴＴＴＴＴＴＴＴＴＵＵＵＵＵＵＵＵＵＵＵＵＶＶＷＷＸＸＹＹＺＺ［［［［［［［［［［［［＼＼＼＼＼＼＼＼＼＼＼＼］］＾＾＿＿｀｀｀｀｀｀｀｀｀｀｀｀ａａ')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_rooms_type_check" CHECK ("pet_rooms"."type" in (1, 2)),
	CONSTRAINT "pet_rooms_size_check" CHECK ("pet_rooms"."size" in ('small', 'medium', 'large')),
	CONSTRAINT "pet_rooms_species_check" CHECK ("pet_rooms"."species" in ('dog', 'cat', 'other')),
	CONSTRAINT "pet_rooms_capacity_check" CHECK ("pet_rooms"."capacity" between 1 and 20),
	CONSTRAINT "pet_rooms_daily_price_check" CHECK ("pet_rooms"."daily_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "opens_at" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "closes_at" text DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "late_check_out_after" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_rooms" ADD CONSTRAINT "pet_rooms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_rooms" ADD CONSTRAINT "pet_rooms_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pet_rooms_shop_id_type_name_key" ON "pet_rooms" USING btree ("shop_id","type",lower("name"));--> statement-breakpoint
CREATE INDEX "pet_rooms_service_id_idx" ON "pet_rooms" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_clock_check" CHECK ("shops"."opens_at" ~ '^([01]\d|2[0-3]):[0-5]\d$' and "shops"."closes_at" ~ '^([01]\d|2[0-3]):[0-5]\d$' and "shops"."late_check_out_after" ~ '^([01]\d|2[0-3]):[0-5]\d$' and "shops"."opens_at" < "shops"."closes_at");