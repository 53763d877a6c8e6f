ALTER TYPE "public"."transfer_kind" ADD VALUE 'fee_release';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'fee_compensation';--> statement-breakpoint
ALTER TYPE "public"."income_type" ADD VALUE 'compensation';--> statement-breakpoint
CREATE TABLE "report_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_documents_name_length" CHECK (char_length("report_documents"."name") <= 200)
);
--> statement-breakpoint
CREATE TABLE "report_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_photos_once" UNIQUE("report_id","url")
);
--> statement-breakpoint
ALTER TABLE "distributions" DROP CONSTRAINT "distributions_split_sums";--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "split_compensation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "fee_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "fee_compensated_by" uuid;--> statement-breakpoint
ALTER TABLE "report_documents" ADD CONSTRAINT "report_documents_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_photos" ADD CONSTRAINT "report_photos_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_documents_report" ON "report_documents" USING btree ("report_id","created_at");--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_fee_once" CHECK ("distributions"."fee_released_at" is null or "distributions"."fee_compensated_by" is null);--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_split_sums" CHECK ("distributions"."split_interest" >= 0 and "distributions"."split_dividend" >= 0 and "distributions"."split_rent" >= 0 and "distributions"."split_return_of_capital" >= 0 and "distributions"."split_capital_gain" >= 0 and "distributions"."split_compensation" >= 0
        and "distributions"."split_interest" + "distributions"."split_dividend" + "distributions"."split_rent" + "distributions"."split_return_of_capital" + "distributions"."split_capital_gain" + "distributions"."split_compensation" = "distributions"."distributable");--> statement-breakpoint
-- Fees of distributions paid before fees were held went straight to the proposer: they are released already.
UPDATE "distributions" SET "fee_released_at" = "paid_at" WHERE "status" = 'paid' AND "management_fee" > 0;
