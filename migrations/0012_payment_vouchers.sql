CREATE TABLE "payment_vouchers" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"partner_code" text NOT NULL,
	"promo_code" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"quotation_id" uuid
);
