CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"post_code" text NOT NULL,
	"locality" text NOT NULL,
	"administrative_area" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "product_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"redeem_title" text,
	"redeem_description" text,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variation_type" text NOT NULL,
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"has_fixed_prices" boolean NOT NULL,
	"fixed_values" integer[] NOT NULL,
	"prices_to_show" integer[] NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"stock" integer,
	CONSTRAINT "product_variations_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront" text NOT NULL,
	"product_type" text NOT NULL,
	"slug" text NOT NULL,
	"brand_key" text NOT NULL,
	"background_color" text NOT NULL,
	"image" text NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"show_shadow" boolean DEFAULT true NOT NULL,
	"card_type" text DEFAULT 'SMALL' NOT NULL,
	"label" jsonb,
	"free_label" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"featured_rank" integer,
	"is_choice_card" boolean DEFAULT false NOT NULL,
	"minimum_remaining_balance" integer,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront" text NOT NULL,
	"vocabulary" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"color" text,
	"titles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront" text NOT NULL,
	"language" text NOT NULL,
	"queue_id" text NOT NULL,
	"block_type" text NOT NULL,
	"position" integer NOT NULL,
	"term_ids" integer[] DEFAULT '{}' NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_idx" ON "locations" USING btree ("product_id","slug");--> statement-breakpoint
CREATE INDEX "locations_geo_idx" ON "locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "product_terms_term_idx" ON "product_terms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "product_variations_product_idx" ON "product_variations" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("storefront","slug");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("storefront","published","product_type","position");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_terms_slug_idx" ON "taxonomy_terms" USING btree ("storefront","vocabulary","slug");--> statement-breakpoint
CREATE INDEX "blocks_queue_idx" ON "blocks" USING btree ("storefront","language","queue_id","position");--> statement-breakpoint
CREATE INDEX "popular_search_terms_idx" ON "popular_search_terms" USING btree ("storefront","language","position");