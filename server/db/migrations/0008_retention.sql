CREATE INDEX "password_reset_tokens_expiry_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_used_idx" ON "password_reset_tokens" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "card_ledger_order_idx" ON "card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fulfilment_queue_order_idx" ON "fulfilment_queue" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_package_idx" ON "gift_cards" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "orders_anonymous_cart_idx" ON "orders" USING btree ("updated_at") WHERE status = 'CART' and customer_id is null;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "redeem_tokens_expiry_idx" ON "redeem_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "test_provider_payments_created_idx" ON "test_provider_payments" USING btree ("created_at");