ALTER TABLE "product_translations" ADD COLUMN "product_link_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_redirect_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_redirect_seconds" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_link_url" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_redirect_check" CHECK (("products"."shop_redirect_url" is null) = ("products"."shop_redirect_seconds" is null) and ("products"."shop_redirect_seconds" is null or "products"."shop_redirect_seconds" between 1 and 60));