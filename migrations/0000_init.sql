CREATE TABLE "partners" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_variant" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
