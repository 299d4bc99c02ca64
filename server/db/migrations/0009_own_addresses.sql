CREATE TABLE "own_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"address_key" text NOT NULL,
	"customer_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"vat_number" text,
	"kvk_number" text,
	"invoice_email" text,
	"phone_number" text,
	"street" text,
	"house_number" text,
	"suffix" text,
	"post_code" text,
	"city" text,
	"country_code" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "own_addresses" ADD CONSTRAINT "own_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_addresses_customer_key_idx" ON "own_addresses" USING btree ("customer_id","address_key");--> statement-breakpoint
CREATE INDEX "own_addresses_customer_used_idx" ON "own_addresses" USING btree ("customer_id","last_used_at");