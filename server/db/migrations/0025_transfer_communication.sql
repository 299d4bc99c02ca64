CREATE SEQUENCE "public"."transfer_communication_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_communication" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transfer_communication_idx" ON "orders" USING btree ("transfer_communication");--> statement-breakpoint
CREATE INDEX "orders_awaiting_transfer_idx" ON "orders" USING btree ("payment_due_on") WHERE status = 'AWAITING_BANK_TRANSFER';--> statement-breakpoint
-- Orders that started waiting before this change were told their invoice's communication, due date
-- and (elsewhere than Belgium) invoice number: they keep them, so their transfer still finds them.
UPDATE "orders" SET
  "transfer_communication" = i."document" -> 'payment' -> 'transfer' ->> 'communication',
  "payment_due_on" = (i."document" -> 'payment' ->> 'dueOn')::date,
  "payment_reminded_at" = i."reminded_at"
FROM "invoices" i
WHERE i."order_id" = "orders"."id" AND i."kind" = 'INVOICE' AND "orders"."status" = 'AWAITING_BANK_TRANSFER';
