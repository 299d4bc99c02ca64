DROP INDEX "product_terms_term_idx";--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
CREATE INDEX "products_order_idx" ON "products" USING btree ("storefront","published","position","id");--> statement-breakpoint
CREATE INDEX "product_terms_term_idx" ON "product_terms" USING btree ("term_id","product_id");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("storefront","published","product_type","position","id");