CREATE TABLE "cart_access_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_cart_browsers" (
	"cart_id" uuid NOT NULL,
	"browser_id" text NOT NULL,
	CONSTRAINT "saved_cart_browsers_cart_id_browser_id_pk" PRIMARY KEY("cart_id","browser_id")
);
--> statement-breakpoint
ALTER TABLE "cart_access_links" ADD CONSTRAINT "cart_access_links_cart_id_saved_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cart_browsers" ADD CONSTRAINT "saved_cart_browsers_cart_id_saved_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;