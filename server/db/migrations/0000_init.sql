CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"customer_id" uuid,
	"pet_id" uuid,
	"assignee_id" uuid,
	"note" text,
	"cancel_reason" text,
	"waiting_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_status_check" CHECK ("activities"."status" between 0 and 4),
	CONSTRAINT "activities_type_check" CHECK ("activities"."type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "activity_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"service_id" uuid,
	"service_group" smallint NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"performer_id" uuid,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_services_status_check" CHECK ("activity_services"."status" between 0 and 4),
	CONSTRAINT "activity_services_group_check" CHECK ("activity_services"."service_group" between 1 and 11),
	CONSTRAINT "activity_services_quantity_check" CHECK ("activity_services"."quantity" > 0),
	CONSTRAINT "activity_services_price_check" CHECK ("activity_services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid,
	"uploaded_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('avatar', 'logo', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" uuid,
	"name" text NOT NULL,
	"alias" text NOT NULL,
	"phone" text,
	"address" text,
	"logo_file_id" uuid,
	"bank_info" jsonb DEFAULT '{"bankName":null,"accountNumber":null,"bankBranch":null,"accountName":null}'::jsonb NOT NULL,
	"vat_settings" jsonb DEFAULT '{"sale":{"isEnabled":false,"percent":0},"grooming":{"isEnabled":false,"percent":0},"healthcare":{"isEnabled":false,"percent":0},"hotel":{"isEnabled":false,"percent":0}}'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"timeframe" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_timeframe_check" CHECK ("subscriptions"."timeframe" in ('0-NO_EXPIRY','1-01M','1-03M','1-06M','2-01Y','2-02Y','2-03Y'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid,
	"chain_id" uuid,
	"role" smallint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"address" text,
	"gender" smallint,
	"image_file_id" uuid,
	"password_hash" text NOT NULL,
	"is_single_user_flow_enabled" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"bank_name" text,
	"bank_branch" text,
	"account_number" text,
	"account_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" between 1 and 6),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in (1, 2)),
	CONSTRAINT "users_shop_check" CHECK (("users"."role" = 1) = ("users"."shop_id" is null))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_services" ADD CONSTRAINT "activity_services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_services" ADD CONSTRAINT "activity_services_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_services" ADD CONSTRAINT "activity_services_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_shop_id_code_key" ON "activities" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "activities_shop_id_created_at_idx" ON "activities" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_shop_id_status_idx" ON "activities" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "activity_services_shop_id_created_at_idx" ON "activity_services" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_services_shop_id_group_status_idx" ON "activity_services" USING btree ("shop_id","service_group","status");--> statement-breakpoint
CREATE INDEX "activity_services_activity_id_idx" ON "activity_services" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "files_shop_id_idx" ON "files" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "shops_chain_id_idx" ON "shops" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "subscriptions_shop_id_ends_at_idx" ON "subscriptions" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_shop_id_idx" ON "users" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "users_chain_id_idx" ON "users" USING btree ("chain_id");