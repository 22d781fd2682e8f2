CREATE TABLE "account_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_hits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "purchaser_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "account_grant_used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_sessions_user_idx" ON "account_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "throttle_hits_key_at_idx" ON "throttle_hits" USING btree ("key","at");