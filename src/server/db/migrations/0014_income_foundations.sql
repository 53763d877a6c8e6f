CREATE TYPE "public"."unit_transfer_kind" AS ENUM('issue', 'trade', 'redeem');--> statement-breakpoint
CREATE TYPE "public"."deal_structure" AS ENUM('private_spv', 'sm_reit', 'llp', 'aif');--> statement-breakpoint
CREATE TYPE "public"."income_type" AS ENUM('interest', 'dividend', 'rent', 'return_of_capital', 'capital_gain');--> statement-breakpoint
CREATE TABLE "unit_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"holder_id" uuid,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unit_accounts_deal_holder" UNIQUE NULLS NOT DISTINCT("deal_id","holder_id"),
	CONSTRAINT "unit_accounts_totals_non_negative" CHECK ("unit_accounts"."debits_posted" >= 0 and "unit_accounts"."credits_posted" >= 0),
	CONSTRAINT "unit_accounts_holder_not_short" CHECK ("unit_accounts"."holder_id" is null or "unit_accounts"."debits_posted" <= "unit_accounts"."credits_posted")
);
--> statement-breakpoint
CREATE TABLE "unit_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"face_value" bigint NOT NULL,
	"kind" "unit_transfer_kind" NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unit_transfers_once" UNIQUE("kind","reference","debit_account_id","credit_account_id"),
	CONSTRAINT "unit_transfers_face_value_positive" CHECK ("unit_transfers"."face_value" > 0),
	CONSTRAINT "unit_transfers_two_accounts" CHECK ("unit_transfers"."debit_account_id" <> "unit_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"valued_on" date NOT NULL,
	"price_bps" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"report_url" text,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "valuations_price_positive" CHECK ("valuations"."price_bps" > 0)
);
--> statement-breakpoint
CREATE TABLE "tds_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure" "deal_structure" NOT NULL,
	"income_type" "income_type" NOT NULL,
	"effective_from" date NOT NULL,
	"section" text,
	"section_2025" text,
	"rate_bps" integer NOT NULL,
	"threshold" bigint,
	"no_pan_rate_bps" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tds_rules_key_date" UNIQUE("structure","income_type","effective_from"),
	CONSTRAINT "tds_rules_rates" CHECK ("tds_rules"."rate_bps" between 0 and 10000 and "tds_rules"."no_pan_rate_bps" between 0 and 10000),
	CONSTRAINT "tds_rules_threshold" CHECK ("tds_rules"."threshold" is null or "tds_rules"."threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "structure" "deal_structure" DEFAULT 'private_spv' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_accounts" ADD CONSTRAINT "unit_accounts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_accounts" ADD CONSTRAINT "unit_accounts_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_transfers" ADD CONSTRAINT "unit_transfers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_transfers" ADD CONSTRAINT "unit_transfers_debit_account_id_unit_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."unit_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_transfers" ADD CONSTRAINT "unit_transfers_credit_account_id_unit_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."unit_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_rules" ADD CONSTRAINT "tds_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_accounts_holder" ON "unit_accounts" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "unit_transfers_deal_time" ON "unit_transfers" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "valuations_deal_date" ON "valuations" USING btree ("deal_id","valued_on","created_at");--> statement-breakpoint
-- The TDS rules of after-funding.md §2 for a resident individual with a PAN (206AA: 20% without):
-- thresholds per financial year, deal and backer rose on 2025-04-01 (194T began then), and from
-- 2026-04-01 each rule also names its provision in the Income-tax Act 2025.
INSERT INTO "tds_rules" ("structure", "income_type", "effective_from", "section", "section_2025", "rate_bps", "threshold", "no_pan_rate_bps", "created_at") VALUES
  ('private_spv', 'interest', '2020-04-01', '194A', null, 1000, 500000, 2000, now()),
  ('private_spv', 'interest', '2025-04-01', '194A', null, 1000, 1000000, 2000, now()),
  ('private_spv', 'interest', '2026-04-01', '194A', '393(1) Sl.5(iii)', 1000, 1000000, 2000, now()),
  ('private_spv', 'dividend', '2020-04-01', '194', null, 1000, 500000, 2000, now()),
  ('private_spv', 'dividend', '2025-04-01', '194', null, 1000, 1000000, 2000, now()),
  ('private_spv', 'dividend', '2026-04-01', '194', '393(1)', 1000, 1000000, 2000, now()),
  ('sm_reit', 'interest', '2020-04-01', '194LBA', null, 1000, null, 2000, now()),
  ('sm_reit', 'interest', '2026-04-01', '194LBA', '393(1) Sl.4(ii)', 1000, null, 2000, now()),
  ('aif', 'interest', '2020-04-01', '194LBB', null, 1000, null, 2000, now()),
  ('aif', 'interest', '2026-04-01', '194LBB', '393(1) Sl.4(iii)', 1000, null, 2000, now()),
  ('sm_reit', 'dividend', '2020-04-01', '194LBA', null, 1000, null, 2000, now()),
  ('sm_reit', 'dividend', '2026-04-01', '194LBA', '393(1) Sl.4(ii)', 1000, null, 2000, now()),
  ('aif', 'dividend', '2020-04-01', '194LBB', null, 1000, null, 2000, now()),
  ('aif', 'dividend', '2026-04-01', '194LBB', '393(1) Sl.4(iii)', 1000, null, 2000, now()),
  ('sm_reit', 'rent', '2020-04-01', '194LBA', null, 1000, null, 2000, now()),
  ('sm_reit', 'rent', '2026-04-01', '194LBA', '393(1) Sl.4(ii)', 1000, null, 2000, now()),
  ('aif', 'rent', '2020-04-01', '194LBB', null, 1000, null, 2000, now()),
  ('aif', 'rent', '2026-04-01', '194LBB', '393(1) Sl.4(iii)', 1000, null, 2000, now()),
  ('llp', 'interest', '2020-04-01', null, null, 0, null, 2000, now()),
  ('llp', 'interest', '2025-04-01', '194T', null, 1000, 2000000, 2000, now()),
  ('llp', 'interest', '2026-04-01', '194T', '393(1)', 1000, 2000000, 2000, now()),
  ('llp', 'dividend', '2020-04-01', null, null, 0, null, 2000, now()),
  ('private_spv', 'return_of_capital', '2020-04-01', null, null, 0, null, 2000, now()),
  ('private_spv', 'capital_gain', '2020-04-01', null, null, 0, null, 2000, now()),
  ('sm_reit', 'return_of_capital', '2020-04-01', null, null, 0, null, 2000, now()),
  ('sm_reit', 'capital_gain', '2020-04-01', null, null, 0, null, 2000, now()),
  ('llp', 'return_of_capital', '2020-04-01', null, null, 0, null, 2000, now()),
  ('llp', 'capital_gain', '2020-04-01', null, null, 0, null, 2000, now()),
  ('aif', 'return_of_capital', '2020-04-01', null, null, 0, null, 2000, now()),
  ('aif', 'capital_gain', '2020-04-01', null, null, 0, null, 2000, now());--> statement-breakpoint
-- Deals funded before the units ledger: each funded commitment is issued its face value at the funding.
INSERT INTO "unit_accounts" ("deal_id", "holder_id", "created_at")
  SELECT d.id, null, coalesce(d.closed_at, d.updated_at) FROM deals d WHERE d.lifecycle = 'funded'
  UNION ALL
  SELECT DISTINCT d.id, c.backer_id, coalesce(d.closed_at, d.updated_at) FROM deals d JOIN commitments c ON c.deal_id = d.id AND c.status = 'funded' WHERE d.lifecycle = 'funded';--> statement-breakpoint
INSERT INTO "unit_transfers" ("deal_id", "debit_account_id", "credit_account_id", "face_value", "kind", "reference", "created_at")
  SELECT d.id, issuer.id, holder.id, c.amount, 'issue', c.id::text, coalesce(d.closed_at, d.updated_at)
  FROM deals d
  JOIN commitments c ON c.deal_id = d.id AND c.status = 'funded'
  JOIN unit_accounts issuer ON issuer.deal_id = d.id AND issuer.holder_id IS NULL
  JOIN unit_accounts holder ON holder.deal_id = d.id AND holder.holder_id = c.backer_id
  WHERE d.lifecycle = 'funded';--> statement-breakpoint
UPDATE "unit_accounts" a SET
  "debits_posted" = coalesce((SELECT sum(face_value) FROM unit_transfers t WHERE t.debit_account_id = a.id), 0),
  "credits_posted" = coalesce((SELECT sum(face_value) FROM unit_transfers t WHERE t.credit_account_id = a.id), 0);
