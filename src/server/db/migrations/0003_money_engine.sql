CREATE TYPE "public"."campaign_type" AS ENUM('buy_n_hold', 'fix_n_flip');--> statement-breakpoint
CREATE TYPE "public"."deal_lifecycle" AS ENUM('draft', 'submitted', 'changes_requested', 'rejected', 'approved', 'live', 'funded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."review_decision" AS ENUM('pass', 'changes_requested', 'reject');--> statement-breakpoint
CREATE TYPE "public"."review_stage" AS ENUM('documents', 'valuation', 'legal');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_purpose" AS ENUM('backer_wallet', 'deal_escrow', 'proposer_payable', 'platform_fees', 'tds_payable', 'bank');--> statement-breakpoint
CREATE TYPE "public"."transfer_kind" AS ENUM('deposit', 'withdrawal', 'commitment', 'payout', 'fee');--> statement-breakpoint
CREATE TYPE "public"."transfer_status" AS ENUM('pending', 'posted', 'voided');--> statement-breakpoint
CREATE TYPE "public"."commitment_status" AS ENUM('committed', 'funded', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('awaiting_funds', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('requested', 'paid');--> statement-breakpoint
CREATE TYPE "public"."kyc_status" AS ENUM('submitted', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "deal_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"stage" "review_stage" NOT NULL,
	"decision" "review_decision" NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"proposer_id" uuid NOT NULL,
	"campaign_type" "campaign_type" NOT NULL,
	"asset_class" text NOT NULL,
	"currency" text NOT NULL,
	"target" bigint NOT NULL,
	"minimum_ticket" bigint NOT NULL,
	"maximum_per_backer" bigint,
	"projected_roi_bps" integer NOT NULL,
	"holding_period_months" integer NOT NULL,
	"projection" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lifecycle" "deal_lifecycle" DEFAULT 'draft' NOT NULL,
	"raised" bigint DEFAULT 0 NOT NULL,
	"backers_count" integer DEFAULT 0 NOT NULL,
	"listed_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"original_deadline" timestamp with time zone,
	"extended" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_currency" CHECK ("deals"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "deals_target_positive" CHECK ("deals"."target" > 0),
	CONSTRAINT "deals_minimum_ticket" CHECK ("deals"."minimum_ticket" > 0 and "deals"."minimum_ticket" <= "deals"."target"),
	CONSTRAINT "deals_maximum_per_backer" CHECK ("deals"."maximum_per_backer" is null or "deals"."maximum_per_backer" >= "deals"."minimum_ticket"),
	CONSTRAINT "deals_raised_within_target" CHECK ("deals"."raised" >= 0 and "deals"."raised" <= "deals"."target"),
	CONSTRAINT "deals_backers_count" CHECK ("deals"."backers_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"purpose" "ledger_account_purpose" NOT NULL,
	"currency" text NOT NULL,
	"no_overdraft" boolean NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_purpose_currency" UNIQUE NULLS NOT DISTINCT("owner_id","purpose","currency"),
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_accounts_totals_non_negative" CHECK ("ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_pending" >= 0 and "ledger_accounts"."credits_posted" >= 0),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK (not "ledger_accounts"."no_overdraft" or "ledger_accounts"."debits_posted" + "ledger_accounts"."debits_pending" <= "ledger_accounts"."credits_posted")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "transfer_status" NOT NULL,
	"kind" "transfer_kind" NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"backer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "commitment_status" DEFAULT 'committed' NOT NULL,
	"extension_consent" boolean,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commitments_amount_positive" CHECK ("commitments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"backer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" "deposit_status" DEFAULT 'awaiting_funds' NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	CONSTRAINT "deposits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"backer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" "withdrawal_status" DEFAULT 'requested' NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	CONSTRAINT "withdrawals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_per_unit" numeric(18, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "kyc_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"pan" text NOT NULL,
	"address" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_ifsc" text NOT NULL,
	"status" "kyc_status" DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "deal_reviews" ADD CONSTRAINT "deal_reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reviews" ADD CONSTRAINT "deal_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_backer_id_users_id_fk" FOREIGN KEY ("backer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_backer_id_users_id_fk" FOREIGN KEY ("backer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_backer_id_users_id_fk" FOREIGN KEY ("backer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_reviews_deal" ON "deal_reviews" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_property" ON "deals" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "deals_proposer" ON "deals" USING btree ("proposer_id");--> statement-breakpoint
CREATE INDEX "deals_lifecycle_deadline" ON "deals" USING btree ("lifecycle","deadline");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference" ON "ledger_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "commitments_deal_status" ON "commitments" USING btree ("deal_id","status");--> statement-breakpoint
CREATE INDEX "commitments_backer" ON "commitments" USING btree ("backer_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_backer" ON "deposits" USING btree ("backer_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_backer" ON "withdrawals" USING btree ("backer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_subject" ON "audit_events" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" USING btree ("actor_id","created_at");