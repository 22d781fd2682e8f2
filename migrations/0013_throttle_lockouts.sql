CREATE TABLE "throttle_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"lockouts" integer NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
