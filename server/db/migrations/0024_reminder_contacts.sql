CREATE TABLE "reminder_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"contacted_by" uuid NOT NULL,
	"contacted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_contacts_kind_check" CHECK ("reminder_contacts"."kind" in ('vaccination', 'follow_up', 'appointment')),
	CONSTRAINT "reminder_contacts_outcome_check" CHECK ("reminder_contacts"."outcome" in ('reached', 'no_answer', 'will_come', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "reminder_contacts" ADD CONSTRAINT "reminder_contacts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_contacts" ADD CONSTRAINT "reminder_contacts_contacted_by_users_id_fk" FOREIGN KEY ("contacted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_contacts_source_key" ON "reminder_contacts" USING btree ("shop_id","kind","source_id","due_on");