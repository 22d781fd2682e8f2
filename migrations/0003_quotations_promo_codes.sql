CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"skip_payment" boolean DEFAULT false NOT NULL,
	"is_financial" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"show_contact_form_in_cart" boolean DEFAULT false NOT NULL,
	"skip_see_quote" boolean DEFAULT false NOT NULL,
	"business_name" text,
	"tin" text,
	"partner_code" text,
	"active_multiannual" boolean DEFAULT false NOT NULL,
	"only_cash_payment" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"package" smallint NOT NULL,
	"partner_code" text NOT NULL,
	"version_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"vehicle" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quotations_expires_at_idx" ON "quotations" USING btree ("expires_at");