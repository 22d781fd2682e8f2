ALTER TABLE "quotations" ALTER COLUMN "request_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" DROP COLUMN "partner_code";--> statement-breakpoint
ALTER TABLE "quotations" DROP COLUMN "version_id";--> statement-breakpoint
ALTER TABLE "quotations" DROP COLUMN "request";--> statement-breakpoint
ALTER TABLE "quotations" DROP COLUMN "vehicle";