CREATE TYPE "public"."distribution_status" AS ENUM('draft', 'submitted', 'funded', 'approved', 'paid', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_purpose" ADD VALUE 'deal_distribution';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'distribution_funding';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'distribution';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'tax_withheld';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'management_fee';--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"period" text NOT NULL,
	"status" "distribution_status" DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"distributable" bigint NOT NULL,
	"management_fee" bigint NOT NULL,
	"split_interest" bigint NOT NULL,
	"split_dividend" bigint NOT NULL,
	"split_rent" bigint NOT NULL,
	"split_return_of_capital" bigint NOT NULL,
	"split_capital_gain" bigint NOT NULL,
	"reference" text NOT NULL,
	"author_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"funds_confirmed_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distributions_distributable_positive" CHECK ("distributions"."distributable" > 0),
	CONSTRAINT "distributions_fee_non_negative" CHECK ("distributions"."management_fee" >= 0),
	CONSTRAINT "distributions_split_sums" CHECK ("distributions"."split_interest" >= 0 and "distributions"."split_dividend" >= 0 and "distributions"."split_rent" >= 0 and "distributions"."split_return_of_capital" >= 0 and "distributions"."split_capital_gain" >= 0
        and "distributions"."split_interest" + "distributions"."split_dividend" + "distributions"."split_rent" + "distributions"."split_return_of_capital" + "distributions"."split_capital_gain" = "distributions"."distributable")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"income_type" "income_type" NOT NULL,
	"currency" text NOT NULL,
	"gross" bigint NOT NULL,
	"tds" bigint NOT NULL,
	"net" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"section" text,
	"section_2025" text,
	"threshold" bigint,
	"fy_total_before" bigint NOT NULL,
	"fy" text NOT NULL,
	"unit_seconds" bigint NOT NULL,
	"total_unit_seconds" bigint NOT NULL,
	"net_transfer_id" uuid,
	"tds_transfer_id" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_once" UNIQUE("distribution_id","user_id","income_type"),
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."gross" > 0 and "payouts"."tds" >= 0 and "payouts"."net" = "payouts"."gross" - "payouts"."tds")
);
--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_funds_confirmed_by_users_id_fk" FOREIGN KEY ("funds_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_net_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("net_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tds_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("tds_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_reference" ON "distributions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "distributions_deal" ON "distributions" USING btree ("deal_id","period");--> statement-breakpoint
CREATE INDEX "distributions_status" ON "distributions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payouts_user" ON "payouts" USING btree ("user_id","fy");--> statement-breakpoint
CREATE INDEX "payouts_threshold" ON "payouts" USING btree ("deal_id","user_id","fy","section");