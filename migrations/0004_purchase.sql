CREATE TABLE "gateway_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"installments" integer NOT NULL,
	"bank_code" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_authorizations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "gateway_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"card_type" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"emission_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"policy_number" text,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"authorization_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"installments" integer NOT NULL,
	"bank_code" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "emissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quotation_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"request" jsonb NOT NULL,
	"payment" jsonb,
	"policy_number" text,
	"outcome_message" text,
	"outcome_field" text,
	"failure_reported_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL,
	"partner_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emissions_quotation_id_unique" UNIQUE("quotation_id"),
	CONSTRAINT "emissions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"policy_number" text PRIMARY KEY NOT NULL,
	"emission_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"insurer" text NOT NULL,
	"package" smallint NOT NULL,
	"payment_frequency" smallint NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"begin_date" text NOT NULL,
	"end_date" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_email" text NOT NULL,
	"tin" text NOT NULL,
	"vehicle" text NOT NULL,
	"vin" text NOT NULL,
	"license_plates" text NOT NULL,
	"payment_status" text NOT NULL,
	"partner_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policies_emission_id_unique" UNIQUE("emission_id")
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"first_name" text,
	"password_hash" text,
	"branch_code" text NOT NULL,
	"partner_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_accounts_email_address_unique" UNIQUE("email_address")
);
--> statement-breakpoint
CREATE INDEX "policies_holder_email_idx" ON "policies" USING btree ("holder_email");