ALTER TABLE "orders" ADD COLUMN "stock_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Regular orders placed before the flag existed took their cards at placement; redeem and
-- activation orders never did, so they must give nothing back.
UPDATE "orders" SET "stock_held" = true WHERE "order_type" = 'REGULAR' AND "status" IN ('PENDING', 'AWAITING_BANK_TRANSFER', 'COMPLETED');
