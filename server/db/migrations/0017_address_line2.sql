ALTER TABLE "customers" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "own_addresses" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "address_line2" text;