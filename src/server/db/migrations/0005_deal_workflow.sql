ALTER TABLE "properties" DROP CONSTRAINT "properties_price_positive";--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_target_positive";--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_minimum_ticket";--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_maximum_per_backer";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_reviews" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "review_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_price_positive" CHECK ("properties"."price" > 0 or (not "properties"."listed" and "properties"."price" = 0));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_target_positive" CHECK ("deals"."target" > 0 or ("deals"."lifecycle" = 'draft' and "deals"."target" = 0));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_minimum_ticket" CHECK (("deals"."minimum_ticket" > 0 and "deals"."minimum_ticket" <= "deals"."target") or ("deals"."lifecycle" = 'draft' and "deals"."minimum_ticket" >= 0));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_maximum_per_backer" CHECK ("deals"."maximum_per_backer" is null or "deals"."maximum_per_backer" >= "deals"."minimum_ticket" or "deals"."lifecycle" = 'draft');--> statement-breakpoint
-- The Overview's "Total Properties" counts listed properties only: one proposed with a draft deal
-- counts once its deal goes live (a change of `listed` moves it in or out, like a change of month).
CREATE OR REPLACE FUNCTION "dashboard_count_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
		SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 'properties', '', 0, count(*) FROM "new_rows" WHERE "listed" GROUP BY 1
		ON CONFLICT ("month", "metric", "key", "slot") DO UPDATE SET "amount" = "monthly_totals"."amount" + excluded."amount";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
		SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 'properties', '', 0, -count(*) FROM "old_rows" WHERE "listed" GROUP BY 1
		ON CONFLICT ("month", "metric", "key", "slot") DO UPDATE SET "amount" = "monthly_totals"."amount" + excluded."amount";
	ELSE
		-- Only a changed listing month or a change of `listed` moves a property; other edits write nothing.
		INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
		SELECT "month", 'properties', '', 0, sum("change") FROM (
			SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date AS "month", -1 AS "change" FROM "old_rows" WHERE "listed"
			UNION ALL
			SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 1 FROM "new_rows" WHERE "listed"
		) AS "moves" GROUP BY "month" HAVING sum("change") <> 0
		ON CONFLICT ("month", "metric", "key", "slot") DO UPDATE SET "amount" = "monthly_totals"."amount" + excluded."amount";
	END IF;
	RETURN NULL;
END $$;
