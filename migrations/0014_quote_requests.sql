CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_code" text NOT NULL,
	"version_id" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"vehicle" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "request_id" uuid;--> statement-breakpoint
-- Each quotation stored before this version becomes the request it was priced from.
INSERT INTO "quote_requests" ("id", "partner_code", "version_id", "inputs", "vehicle", "created_at")
SELECT "id", "partner_code", "version_id", "request" - 'providerCode' - 'package', "vehicle", "created_at"
FROM "quotations";
--> statement-breakpoint
UPDATE "quotations" SET "request_id" = "id";
