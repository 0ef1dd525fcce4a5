CREATE TABLE "catalogue_counts" (
	"shop_id" uuid NOT NULL,
	"entity" smallint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "catalogue_counts_shop_id_entity_pk" PRIMARY KEY("shop_id","entity")
);
--> statement-breakpoint
ALTER TABLE "catalogue_counts" ADD CONSTRAINT "catalogue_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;