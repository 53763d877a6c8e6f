CREATE TYPE "public"."draw_status" AS ENUM('pending', 'requested', 'released');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_purpose" ADD VALUE 'construction_escrow';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'construction_escrow';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'draw';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'capital_return';--> statement-breakpoint
CREATE TABLE "deal_draws" (
	"deal_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"name" text NOT NULL,
	"share_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" "draw_status" DEFAULT 'pending' NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"requested_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_draws_deal_id_n_pk" PRIMARY KEY("deal_id","n"),
	CONSTRAINT "deal_draws_n" CHECK ("deal_draws"."n" between 1 and 10),
	CONSTRAINT "deal_draws_share" CHECK ("deal_draws"."share_bps" between 1 and 10000),
	CONSTRAINT "deal_draws_amount" CHECK ("deal_draws"."amount" >= 0),
	CONSTRAINT "deal_draws_name_length" CHECK (char_length("deal_draws"."name") between 1 and 80),
	CONSTRAINT "deal_draws_note_length" CHECK ("deal_draws"."note" is null or char_length("deal_draws"."note") <= 2000),
	CONSTRAINT "deal_draws_comment_length" CHECK ("deal_draws"."comment" is null or char_length("deal_draws"."comment") <= 2000),
	CONSTRAINT "deal_draws_released_whole" CHECK (("deal_draws"."status" = 'released') = ("deal_draws"."released_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "draw_inspections" (
	"deal_id" uuid NOT NULL,
	"idle_since" timestamp with time zone NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draw_inspections_deal_id_idle_since_pk" PRIMARY KEY("deal_id","idle_since")
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "draw_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_draws" ADD CONSTRAINT "deal_draws_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_draws" ADD CONSTRAINT "deal_draws_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_inspections" ADD CONSTRAINT "draw_inspections_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_inspections_deal" ON "draw_inspections" USING btree ("deal_id","flagged_at");