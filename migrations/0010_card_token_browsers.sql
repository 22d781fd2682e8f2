CREATE TABLE "card_token_browsers" (
	"token" text PRIMARY KEY NOT NULL,
	"browser_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
