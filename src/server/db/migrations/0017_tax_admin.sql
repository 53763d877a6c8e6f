ALTER TYPE "public"."ledger_account_purpose" ADD VALUE 'tds_deposited';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'tds_deposit';--> statement-breakpoint
CREATE TABLE "tax_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"fy" text NOT NULL,
	"quarter" smallint NOT NULL,
	"file" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_certificates_once" UNIQUE("user_id","deal_id","fy","quarter"),
	CONSTRAINT "tax_certificates_quarter" CHECK ("tax_certificates"."quarter" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "tds_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"fy" text NOT NULL,
	"quarter" smallint NOT NULL,
	"challan" text NOT NULL,
	"deposited_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tds_deposits_once" UNIQUE("deal_id","fy","quarter"),
	CONSTRAINT "tds_deposits_quarter" CHECK ("tds_deposits"."quarter" between 1 and 4),
	CONSTRAINT "tds_deposits_amount_positive" CHECK ("tds_deposits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_deposits" ADD CONSTRAINT "tds_deposits_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_deposits" ADD CONSTRAINT "tds_deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_deposits" ADD CONSTRAINT "tds_deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_certificates_user" ON "tax_certificates" USING btree ("user_id","fy");--> statement-breakpoint
CREATE INDEX "tax_certificates_deal" ON "tax_certificates" USING btree ("deal_id","fy","quarter");