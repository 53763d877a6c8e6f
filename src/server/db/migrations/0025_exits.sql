CREATE TYPE "public"."exit_order_side" AS ENUM('buy', 'sell');--> statement-breakpoint
CREATE TYPE "public"."exit_order_status" AS ENUM('open', 'cancelled', 'filled', 'partly_filled', 'unfilled');--> statement-breakpoint
CREATE TYPE "public"."exit_proposal_status" AS ENUM('open', 'passed', 'failed', 'completed');--> statement-breakpoint
CREATE TYPE "public"."exit_vote_choice" AS ENUM('yes', 'no');--> statement-breakpoint
CREATE TYPE "public"."exit_window_status" AS ENUM('open', 'settling', 'settled', 'suspended');--> statement-breakpoint
ALTER TYPE "public"."deal_lifecycle" ADD VALUE 'exited';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_purpose" ADD VALUE 'exit_settlement';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'trade_hold';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'trade';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'trade_fee';--> statement-breakpoint
CREATE TABLE "exit_fills" (
	"window_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"buy_order_id" uuid NOT NULL,
	"sell_order_id" uuid NOT NULL,
	"face_value" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "exit_fills_window_id_seq_pk" PRIMARY KEY("window_id","seq"),
	CONSTRAINT "exit_fills_positive" CHECK ("exit_fills"."face_value" > 0 and "exit_fills"."amount" >= 0 and "exit_fills"."fee" >= 0 and "exit_fills"."fee" <= "exit_fills"."amount")
);
--> statement-breakpoint
CREATE TABLE "exit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"backer_id" uuid NOT NULL,
	"side" "exit_order_side" NOT NULL,
	"face_value" bigint NOT NULL,
	"limit_price_bps" integer NOT NULL,
	"status" "exit_order_status" DEFAULT 'open' NOT NULL,
	"filled_face_value" bigint DEFAULT 0 NOT NULL,
	"hold_transfer_id" uuid,
	"placed_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "exit_orders_face_value_positive" CHECK ("exit_orders"."face_value" > 0),
	CONSTRAINT "exit_orders_filled_within" CHECK ("exit_orders"."filled_face_value" >= 0 and "exit_orders"."filled_face_value" <= "exit_orders"."face_value"),
	CONSTRAINT "exit_orders_price_positive" CHECK ("exit_orders"."limit_price_bps" > 0),
	CONSTRAINT "exit_orders_buy_holds" CHECK ("exit_orders"."side" = 'buy' or "exit_orders"."hold_transfer_id" is null)
);
--> statement-breakpoint
CREATE TABLE "exit_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"proposer_id" uuid NOT NULL,
	"sale_price" bigint NOT NULL,
	"costs" bigint NOT NULL,
	"expected_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"offer_url" text,
	"offer_file" text,
	"status" "exit_proposal_status" DEFAULT 'open' NOT NULL,
	"face_value_total" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"proceeds" bigint,
	"distribution_id" uuid,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exit_proposals_amounts" CHECK ("exit_proposals"."sale_price" > 0 and "exit_proposals"."costs" >= 0 and "exit_proposals"."costs" < "exit_proposals"."sale_price"),
	CONSTRAINT "exit_proposals_offer_whole" CHECK (("exit_proposals"."offer_url" is null) = ("exit_proposals"."offer_file" is null))
);
--> statement-breakpoint
CREATE TABLE "exit_votes" (
	"proposal_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"weight" bigint NOT NULL,
	"vote" "exit_vote_choice" NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exit_votes_proposal_id_holder_id_pk" PRIMARY KEY("proposal_id","holder_id"),
	CONSTRAINT "exit_votes_weight_positive" CHECK ("exit_votes"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "exit_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" "exit_window_status" DEFAULT 'open' NOT NULL,
	"reference_price_bps" integer NOT NULL,
	"band_bps" integer NOT NULL,
	"opened_by" uuid,
	"clearing_price_bps" integer,
	"volume" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exit_windows_span" CHECK ("exit_windows"."closes_at" > "exit_windows"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "unit_accounts" DROP CONSTRAINT "unit_accounts_totals_non_negative";--> statement-breakpoint
ALTER TABLE "unit_accounts" DROP CONSTRAINT "unit_accounts_holder_not_short";--> statement-breakpoint
ALTER TABLE "unit_accounts" ADD COLUMN "debits_pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "shares_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exit_fills" ADD CONSTRAINT "exit_fills_window_id_exit_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."exit_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_fills" ADD CONSTRAINT "exit_fills_buy_order_id_exit_orders_id_fk" FOREIGN KEY ("buy_order_id") REFERENCES "public"."exit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_fills" ADD CONSTRAINT "exit_fills_sell_order_id_exit_orders_id_fk" FOREIGN KEY ("sell_order_id") REFERENCES "public"."exit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_orders" ADD CONSTRAINT "exit_orders_window_id_exit_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."exit_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_orders" ADD CONSTRAINT "exit_orders_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_orders" ADD CONSTRAINT "exit_orders_backer_id_users_id_fk" FOREIGN KEY ("backer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_proposals" ADD CONSTRAINT "exit_proposals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_proposals" ADD CONSTRAINT "exit_proposals_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_proposals" ADD CONSTRAINT "exit_proposals_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_proposals" ADD CONSTRAINT "exit_proposals_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_votes" ADD CONSTRAINT "exit_votes_proposal_id_exit_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."exit_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_votes" ADD CONSTRAINT "exit_votes_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_windows" ADD CONSTRAINT "exit_windows_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_windows" ADD CONSTRAINT "exit_windows_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exit_fills_unsettled" ON "exit_fills" USING btree ("window_id") WHERE "exit_fills"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "exit_orders_window" ON "exit_orders" USING btree ("window_id","status");--> statement-breakpoint
CREATE INDEX "exit_orders_backer" ON "exit_orders" USING btree ("backer_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exit_proposals_one_open" ON "exit_proposals" USING btree ("deal_id") WHERE "exit_proposals"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "exit_proposals_one_passed" ON "exit_proposals" USING btree ("deal_id") WHERE "exit_proposals"."status" in ('passed', 'completed');--> statement-breakpoint
CREATE INDEX "exit_proposals_closing" ON "exit_proposals" USING btree ("closes_at") WHERE "exit_proposals"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "exit_windows_one_active" ON "exit_windows" USING btree ("deal_id") WHERE "exit_windows"."status" in ('open', 'settling');--> statement-breakpoint
CREATE INDEX "exit_windows_deal_opens" ON "exit_windows" USING btree ("deal_id","opens_at");--> statement-breakpoint
CREATE INDEX "exit_windows_closing" ON "exit_windows" USING btree ("closes_at") WHERE "exit_windows"."status" in ('open', 'settling');--> statement-breakpoint
ALTER TABLE "unit_accounts" ADD CONSTRAINT "unit_accounts_totals_non_negative" CHECK ("unit_accounts"."debits_posted" >= 0 and "unit_accounts"."credits_posted" >= 0 and "unit_accounts"."debits_pending" >= 0);--> statement-breakpoint
ALTER TABLE "unit_accounts" ADD CONSTRAINT "unit_accounts_holder_not_short" CHECK ("unit_accounts"."holder_id" is null or "unit_accounts"."debits_posted" + "unit_accounts"."debits_pending" <= "unit_accounts"."credits_posted");