-- Counters are short-lived; dropping them lets the key alone become the primary key.
DELETE FROM "rate_limit_counters";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DROP CONSTRAINT "rate_limit_counters_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_key_pk" PRIMARY KEY("key");