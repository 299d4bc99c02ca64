CREATE TABLE "job_slots" (
	"job" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text NOT NULL
);
