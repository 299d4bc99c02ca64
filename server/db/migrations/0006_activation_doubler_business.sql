CREATE TABLE "card_activations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"email" text NOT NULL,
	"amount" integer NOT NULL,
	"activate_after" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doubler_draws" (
	"draw_month" text PRIMARY KEY NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entries_count" integer NOT NULL,
	"entries_digest" text NOT NULL,
	"seed" text NOT NULL,
	"winner_entry_id" uuid,
	"credited_amount" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doubler_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_month" text NOT NULL,
	"card_id" uuid NOT NULL,
	"email" text NOT NULL,
	"storefront" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"storefront" text NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_activations" ADD CONSTRAINT "card_activations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_activations" ADD CONSTRAINT "card_activations_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_winner_entry_id_doubler_entries_id_fk" FOREIGN KEY ("winner_entry_id") REFERENCES "public"."doubler_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_entries" ADD CONSTRAINT "doubler_entries_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_activations_paid_card_idx" ON "card_activations" USING btree ("card_id") WHERE activate_after is not null;--> statement-breakpoint
CREATE INDEX "card_activations_due_idx" ON "card_activations" USING btree ("activate_after") WHERE activated_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_entries_draw_card_idx" ON "doubler_entries" USING btree ("draw_month","card_id");