CREATE TABLE "order_card_payments" (
	"order_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_card_payments_order_id_card_id_pk" PRIMARY KEY("order_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "redeem_tokens" (
	"token_hash" text NOT NULL,
	"card_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_tokens_token_hash_card_id_pk" PRIMARY KEY("token_hash","card_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'REGULAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_card_payments" ADD CONSTRAINT "order_card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_card_payments" ADD CONSTRAINT "order_card_payments_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_tokens" ADD CONSTRAINT "redeem_tokens_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_tokens_card_idx" ON "redeem_tokens" USING btree ("card_id");