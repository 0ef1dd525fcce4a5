CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"barcode" text,
	"name" text NOT NULL,
	"product_group" smallint NOT NULL,
	"unit" text NOT NULL,
	"sale_price" bigint DEFAULT 0 NOT NULL,
	"average_cost" bigint DEFAULT 0 NOT NULL,
	"stock_on_hand" integer DEFAULT 0 NOT NULL,
	"minimum_stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || code || ' ' || coalesce(barcode, ''), 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_group_check" CHECK ("products"."product_group" between 0 and 4),
	CONSTRAINT "products_money_check" CHECK ("products"."sale_price" >= 0 and "products"."average_cost" >= 0),
	CONSTRAINT "products_minimum_stock_check" CHECK ("products"."minimum_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"service_group" smallint NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"unit" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate(name, 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_group_check" CHECK ("services"."service_group" between 1 and 11),
	CONSTRAINT "services_price_check" CHECK ("services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"alias" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"bank_name" text,
	"bank_branch" text,
	"account_number" text,
	"account_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || alias || ' ' || phone, 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"email" text,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''), 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"weight_kg" numeric(6, 2) NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	CONSTRAINT "pet_weights_weight_check" CHECK ("pet_weights"."weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text,
	"gender" smallint,
	"birth_date" date,
	"weight_kg" numeric(6, 2),
	"colour" text,
	"microchip" text,
	"is_sterilised" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"note" text,
	"photo_file_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || coalesce(breed, '') || ' ' || coalesce(microchip, ''), 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_species_check" CHECK ("pets"."species" in ('dog', 'cat', 'other')),
	CONSTRAINT "pets_status_check" CHECK ("pets"."status" in (1, 2, 3)),
	CONSTRAINT "pets_gender_check" CHECK ("pets"."gender" is null or "pets"."gender" in (1, 2)),
	CONSTRAINT "pets_weight_check" CHECK ("pets"."weight_kg" is null or "pets"."weight_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_id_code_key" ON "products" USING btree ("shop_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_id_barcode_key" ON "products" USING btree ("shop_id","barcode") WHERE "products"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "products_shop_id_group_idx" ON "products" USING btree ("shop_id","product_group","name");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("shop_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_shop_id_group_idx" ON "services" USING btree ("shop_id","service_group","name");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("shop_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_shop_id_name_idx" ON "suppliers" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ("shop_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_shop_id_phone_key" ON "customers" USING btree ("shop_id","phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE INDEX "customers_shop_id_name_idx" ON "customers" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("shop_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_weights_shop_id_pet_id_idx" ON "pet_weights" USING btree ("shop_id","pet_id","measured_at");--> statement-breakpoint
CREATE INDEX "pets_shop_id_customer_id_idx" ON "pets" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE INDEX "pets_search_idx" ON "pets" USING gin ("shop_id","search_text" gin_trgm_ops);