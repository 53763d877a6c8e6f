CREATE TYPE "public"."reporting_health" AS ENUM('on_time', 'late', 'non_reporting');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('draft', 'submitted', 'accepted', 'returned');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_purpose" ADD VALUE 'fee_hold';--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"status" "report_status" DEFAULT 'draft' NOT NULL,
	"narrative" text NOT NULL,
	"occupancy_bps" integer NOT NULL,
	"rent_collected" bigint NOT NULL,
	"expenses" bigint NOT NULL,
	"capex" bigint NOT NULL,
	"reserve_balance" bigint NOT NULL,
	"comment" text,
	"author_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reports_deal_quarter" UNIQUE("deal_id","quarter"),
	CONSTRAINT "reports_quarter" CHECK ("reports"."quarter" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "reports_occupancy" CHECK ("reports"."occupancy_bps" between 0 and 10000),
	CONSTRAINT "reports_amounts" CHECK ("reports"."rent_collected" >= 0 and "reports"."expenses" >= 0 and "reports"."capex" >= 0 and "reports"."reserve_balance" >= 0),
	CONSTRAINT "reports_narrative_length" CHECK (char_length("reports"."narrative") <= 10000),
	CONSTRAINT "reports_accepted_whole" CHECK (("reports"."status" = 'accepted') = ("reports"."accepted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "reporting_health" "reporting_health";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_submitted" ON "reports" USING btree ("status","submitted_at");