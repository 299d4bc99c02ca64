CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_iban" text NOT NULL,
	"bank_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"booked_on" date,
	"debtor_name" text,
	"remittance" text NOT NULL,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_idx" ON "bank_transfers" USING btree ("account_iban","bank_reference");--> statement-breakpoint
CREATE INDEX "bank_transfers_order_idx" ON "bank_transfers" USING btree ("order_id");