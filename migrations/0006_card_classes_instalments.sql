CREATE TABLE "instalments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_number" text NOT NULL,
	"number" smallint NOT NULL,
	"due_date" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"card_token" text,
	"declines" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"authorization_id" text,
	"last_decline_reason" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "instalments_policy_number" UNIQUE("policy_number","number")
);
--> statement-breakpoint
ALTER TABLE "card_bins" ADD COLUMN "card_class" text DEFAULT 'bank' NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_card_tokens" ADD COLUMN "bin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_card_tokens" ADD COLUMN "kept_for_later_charges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "instalments_due_idx" ON "instalments" USING btree ("status","next_attempt_at");