CREATE TABLE "proposer_totals" (
	"proposer_id" uuid NOT NULL,
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "proposer_totals_proposer_id_month_metric_key_slot_pk" PRIMARY KEY("proposer_id","month","metric","key","slot")
);
--> statement-breakpoint
ALTER TABLE "proposer_totals" ADD CONSTRAINT "proposer_totals_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The Stats figures of a database that already holds data, as `recomputeTotals` and
-- `recomputeProposerTotals` (src/server/modules/dashboard/totals.ts) compute them: each
-- backer's arrival (first commitment ever), active backers by year of birth, the deals' ROI and outcomes per asset class, and each proposer's commitments, money raised, ticket sizes and payouts.
INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
SELECT "month", 'new_backers', '', 0, count(*) FROM (
	SELECT date_trunc('month', min("created_at") AT TIME ZONE 'UTC')::date AS "month" FROM "commitments" GROUP BY "backer_id"
) AS "arrivals" GROUP BY "month";
--> statement-breakpoint
INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
SELECT date_trunc('month', "at" AT TIME ZONE 'UTC')::date, 'active_backers_born', coalesce(extract(year FROM k."date_of_birth")::int::text, ''), 0, sum("move")
FROM (
	SELECT "backer_id", "at", CASE WHEN "change" = 1 AND "after" = 1 THEN 1 WHEN "change" = -1 AND "after" = 0 THEN -1 ELSE 0 END AS "move"
	FROM (
		SELECT "backer_id", "at", "change", sum("change") OVER (PARTITION BY "backer_id" ORDER BY "at", "change" DESC ROWS UNBOUNDED PRECEDING) AS "after"
		FROM (
			SELECT "backer_id", "created_at" AS "at", 1 AS "change" FROM "commitments"
			UNION ALL
			SELECT "backer_id", "updated_at", -1 FROM "commitments" WHERE "status" IN ('refunded', 'cancelled')
		) AS "events"
	) AS "running"
) AS "moves" LEFT JOIN "kyc_records" k ON k."user_id" = "moves"."backer_id"
GROUP BY 1, 3
HAVING sum("move") <> 0;
--> statement-breakpoint
INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
SELECT "month", "metric", "key", 0, sum("amount") FROM (
	SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date AS "month", 'deals_roi_bps' AS "metric", "asset_class" AS "key", "projected_roi_bps"::bigint AS "amount"
	FROM "deals" WHERE "lifecycle" IN ('live', 'funded', 'failed')
	UNION ALL
	SELECT date_trunc('month', "closed_at" AT TIME ZONE 'UTC')::date, "lifecycle" || '_deals', "asset_class", 1 FROM "deals" WHERE "lifecycle" IN ('funded', 'failed')
) AS "changes"
GROUP BY "month", "metric", "key"
HAVING sum("amount") <> 0;
--> statement-breakpoint
-- A backer whose commitments were all given back has arrived already: its row (at zero) says so.
INSERT INTO "backer_activity" ("backer_id", "active_commitments")
SELECT DISTINCT "backer_id", 0 FROM "commitments" ON CONFLICT ("backer_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "proposer_totals" ("proposer_id", "month", "metric", "key", "slot", "amount")
SELECT "proposer_id", "month", "metric", "key", 0, sum("amount") FROM (
	SELECT d."proposer_id", c."created_at", c."updated_at", c."status", c."currency", c."amount" AS "held",
		CASE WHEN c."amount" * 2 < d."minimum_ticket" * 3 THEN '1x' WHEN c."amount" < d."minimum_ticket" * 2 THEN '1.5x'
			WHEN c."amount" < d."minimum_ticket" * 5 THEN '2x' WHEN c."amount" < d."minimum_ticket" * 10 THEN '5x' ELSE '10x' END AS "size"
	FROM "commitments" c JOIN "deals" d ON d."id" = c."deal_id"
) AS "tickets", LATERAL (
	SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date AS "month", 'commitments' AS "metric", '' AS "key", 1::bigint AS "amount"
	UNION ALL
	SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, 'raised', "currency", "held"
	UNION ALL
	SELECT date_trunc('month', "updated_at" AT TIME ZONE 'UTC')::date, 'raised', "currency", -"held" WHERE "status" IN ('refunded', 'cancelled')
	UNION ALL
	SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, 'tickets', "size", 1
	UNION ALL
	SELECT date_trunc('month', "updated_at" AT TIME ZONE 'UTC')::date, 'tickets', "size", -1 WHERE "status" IN ('refunded', 'cancelled')
) AS "changes"
GROUP BY "proposer_id", "month", "metric", "key"
HAVING sum("amount") <> 0;
--> statement-breakpoint
INSERT INTO "proposer_totals" ("proposer_id", "month", "metric", "key", "slot", "amount")
SELECT d."proposer_id", date_trunc('month', t."created_at" AT TIME ZONE 'UTC')::date, 'payouts', t."currency", 0, sum(t."amount")
FROM "ledger_transfers" t JOIN "deals" d ON d."id"::text = t."reference"
WHERE t."kind" = 'payout' AND t."status" = 'posted'
GROUP BY 1, 2, 4;
