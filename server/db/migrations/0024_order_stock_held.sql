ALTER TABLE "orders" ADD COLUMN "stock_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Regular orders placed before the flag existed took their limited cards at placement; redeem and
-- activation orders never did, so they must give nothing back.
UPDATE "orders" SET "stock_held" = true WHERE "order_type" = 'REGULAR' AND "status" IN ('PENDING', 'AWAITING_BANK_TRANSFER', 'COMPLETED')
  AND EXISTS (SELECT 1 FROM "packages" p JOIN "product_variations" v ON v."id" = p."variation_id" WHERE p."order_id" = "orders"."id" AND v."stock" IS NOT NULL);
