CREATE TABLE "bank_installment_plans" (
	"bank_code" text NOT NULL,
	"months" integer NOT NULL,
	CONSTRAINT "bank_installment_plans_bank_code_months_pk" PRIMARY KEY("bank_code","months")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_bins" (
	"bin" text PRIMARY KEY NOT NULL,
	"scheme" text NOT NULL,
	"card_type" text NOT NULL,
	"category" text NOT NULL,
	"issuer" text NOT NULL,
	"bank_code" text
);
--> statement-breakpoint
CREATE TABLE "insurer_version_keys" (
	"insurer_code" text NOT NULL,
	"trim_key" text NOT NULL,
	"insurer_key" text NOT NULL,
	CONSTRAINT "insurer_version_keys_insurer_code_trim_key_pk" PRIMARY KEY("insurer_code","trim_key")
);
--> statement-breakpoint
CREATE TABLE "postal_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"municipality" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registered_plates" (
	"license_plates" text PRIMARY KEY NOT NULL,
	"trim_key" text NOT NULL,
	"model_year" integer NOT NULL,
	"vin" text NOT NULL,
	"engine_number" text NOT NULL,
	"state_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" text PRIMARY KEY NOT NULL,
	"sub_brand_id" text NOT NULL,
	"year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_sub_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"segment" text NOT NULL,
	"units_sold" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_trims" (
	"key" text PRIMARY KEY NOT NULL,
	"sub_brand_id" text NOT NULL,
	"description" text NOT NULL,
	"first_year" integer NOT NULL,
	"last_year" integer NOT NULL,
	"new_price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_installment_plans" ADD CONSTRAINT "bank_installment_plans_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_plates" ADD CONSTRAINT "registered_plates_trim_key_vehicle_trims_key_fk" FOREIGN KEY ("trim_key") REFERENCES "public"."vehicle_trims"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_sub_brand_id_vehicle_sub_brands_id_fk" FOREIGN KEY ("sub_brand_id") REFERENCES "public"."vehicle_sub_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sub_brands" ADD CONSTRAINT "vehicle_sub_brands_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trims" ADD CONSTRAINT "vehicle_trims_sub_brand_id_vehicle_sub_brands_id_fk" FOREIGN KEY ("sub_brand_id") REFERENCES "public"."vehicle_sub_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurer_version_keys_key_idx" ON "insurer_version_keys" USING btree ("insurer_key");--> statement-breakpoint
CREATE INDEX "postal_settlements_postal_code_idx" ON "postal_settlements" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "vehicle_models_sub_brand_idx" ON "vehicle_models" USING btree ("sub_brand_id");--> statement-breakpoint
CREATE INDEX "vehicle_sub_brands_brand_idx" ON "vehicle_sub_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "vehicle_trims_sub_brand_idx" ON "vehicle_trims" USING btree ("sub_brand_id");