-- The avatar of a user and the logo of a shop refer to their file. Written here rather than in
-- server/db/schema: files already refers to users and shops, and the schema modules may not import
-- each other both ways; drizzle-kit keeps its snapshot without these two constraints, so it never
-- proposes to drop them. tests/api/schema-references.test.ts checks every reference has its key.
ALTER TABLE "users" ADD CONSTRAINT "users_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;
