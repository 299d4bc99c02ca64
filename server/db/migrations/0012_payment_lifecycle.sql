CREATE TABLE "payment_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'INITIATED';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_version" integer;--> statement-breakpoint
ALTER TABLE "payment_transitions" ADD CONSTRAINT "payment_transitions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transitions_payment_idx" ON "payment_transitions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE VIEW "public"."money_movements" AS (
  select 'PAYMENT_RECEIVED' as kind, p.order_id, p.id as payment_id, null::uuid as refund_id, null::uuid as card_id,
         p.amount, p.currency, t.at
    from payments p join payment_transitions t on t.payment_id = p.id and t.to_status = 'AUTHORISED'
  union all
  select 'PAYMENT_RETURNED', r.order_id, null, r.id, null, -r.amount, r.currency, r.updated_at
    from refunds r where r.status = 'REFUNDED'
  union all
  select case when l.amount < 0 then 'CARD_SPENT' else 'CARD_RETURNED' end, l.order_id, null, null, l.card_id,
         -l.amount, g.currency, l.created_at
    from card_ledger l join gift_cards g on g.id = l.card_id where l.kind in ('REDEEM', 'REFUND')
);--> statement-breakpoint
UPDATE "payments" SET "status" = 'INITIATED' WHERE "status" = 'STARTED';--> statement-breakpoint
UPDATE "payments" p SET "reference" = o."reference" FROM "orders" o WHERE o."id" = p."order_id" AND p."reference" IS NULL;--> statement-breakpoint
INSERT INTO "payment_transitions" ("payment_id", "from_status", "to_status", "cause", "at")
  SELECT "id", NULL, "status", 'recorded before transitions were kept', "updated_at" FROM "payments";
