ALTER TABLE "pets" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_customer_id_idx" ON "activities" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "activities_pet_id_idx" ON "activities" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "activity_services_service_id_idx" ON "activity_services" USING btree ("service_id");