CREATE TABLE "backer_activity" (
	"backer_id" uuid PRIMARY KEY NOT NULL,
	"active_commitments" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fundraising_goals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"target" bigint NOT NULL,
	"due_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraising_goals_single_row" CHECK ("fundraising_goals"."id" = 1),
	CONSTRAINT "fundraising_goals_target_positive" CHECK ("fundraising_goals"."target" > 0)
);
--> statement-breakpoint
CREATE TABLE "monthly_totals" (
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "monthly_totals_month_metric_key_slot_pk" PRIMARY KEY("month","metric","key","slot")
);
--> statement-breakpoint
ALTER TABLE "backer_activity" ADD CONSTRAINT "backer_activity_backer_id_users_id_fk" FOREIGN KEY ("backer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitments_created" ON "commitments" USING btree ("created_at","id");--> statement-breakpoint
-- The Overview's "Total Properties" is kept by the database itself: properties are written by the
-- seed, the deal forms and the benchmarks alike, and a statement trigger (one upsert per
-- statement, whatever its row count) counts every one of them in the month it was listed.
CREATE FUNCTION "dashboard_count_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
		SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 'properties', '', 0, count(*) FROM "new_rows" GROUP BY 1
		ON CONFLICT ("month", "metric", "key", "slot") DO UPDATE SET "amount" = "monthly_totals"."amount" + excluded."amount";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
		SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 'properties', '', 0, -count(*) FROM "old_rows" GROUP BY 1
		ON CONFLICT ("month", "metric", "key", "slot") DO UPDATE SET "amount" = "monthly_totals"."amount" + excluded."amount";
	ELSE
		-- Only a changed listing month moves a property between months; other edits write nothing.
		INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
		SELECT "month", 'properties', '', 0, sum("change") FROM (
			SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date AS "month", -1 AS "change" FROM "old_rows"
			UNION ALL
			SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 1 FROM "new_rows"
		) AS "moves" GROUP BY "month" HAVING sum("change") <> 0
		ON CONFLICT ("month", "metric", "key", "slot") DO UPDATE SET "amount" = "monthly_totals"."amount" + excluded."amount";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_counted_insert" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_count_properties"();
--> statement-breakpoint
CREATE TRIGGER "properties_counted_update" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_count_properties"();
--> statement-breakpoint
CREATE TRIGGER "properties_counted_delete" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_count_properties"();
--> statement-breakpoint
-- A database that already holds data starts with its totals: the same recomputation as
-- `recomputeTotals` in src/server/modules/dashboard/totals.ts, as of the time of each event.
INSERT INTO "monthly_totals" ("month", "metric", "key", "slot", "amount")
SELECT "month", "metric", "key", 0, sum("amount") FROM (
	SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date AS "month", 'properties' AS "metric", '' AS "key", 1::bigint AS "amount" FROM "properties"
	UNION ALL
	SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, 'invested', "currency", "amount" FROM "commitments"
	UNION ALL
	SELECT date_trunc('month', "updated_at" AT TIME ZONE 'UTC')::date, 'invested', "currency", -"amount" FROM "commitments" WHERE "status" IN ('refunded', 'cancelled')
	UNION ALL
	SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, 'fees', "currency", "amount" FROM "ledger_transfers" WHERE "kind" = 'fee' AND "status" = 'posted'
	UNION ALL
	SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 'deals', "asset_class", 1 FROM "deals" WHERE "lifecycle" IN ('live', 'funded', 'failed')
	UNION ALL
	SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 'live_deals', '', 1 FROM "deals" WHERE "lifecycle" IN ('live', 'funded', 'failed')
	UNION ALL
	SELECT date_trunc('month', "closed_at" AT TIME ZONE 'UTC')::date, 'live_deals', '', -1 FROM "deals" WHERE "lifecycle" IN ('funded', 'failed')
	UNION ALL
	SELECT date_trunc('month', "listed_at" AT TIME ZONE 'UTC')::date, 'live_roi_bps', '', "projected_roi_bps" FROM "deals" WHERE "lifecycle" IN ('live', 'funded', 'failed')
	UNION ALL
	SELECT date_trunc('month', "closed_at" AT TIME ZONE 'UTC')::date, 'live_roi_bps', '', -"projected_roi_bps" FROM "deals" WHERE "lifecycle" IN ('funded', 'failed')
	UNION ALL
	SELECT date_trunc('month', "at" AT TIME ZONE 'UTC')::date, 'active_backers', '',
		CASE WHEN "change" = 1 AND "after" = 1 THEN 1 WHEN "change" = -1 AND "after" = 0 THEN -1 ELSE 0 END
	FROM (
		SELECT "at", "change", sum("change") OVER (PARTITION BY "backer_id" ORDER BY "at", "change" DESC ROWS UNBOUNDED PRECEDING) AS "after"
		FROM (
			SELECT "backer_id", "created_at" AS "at", 1 AS "change" FROM "commitments"
			UNION ALL
			SELECT "backer_id", "updated_at", -1 FROM "commitments" WHERE "status" IN ('refunded', 'cancelled')
		) AS "events"
	) AS "running"
) AS "changes"
GROUP BY "month", "metric", "key"
HAVING sum("amount") <> 0;
--> statement-breakpoint
INSERT INTO "backer_activity" ("backer_id", "active_commitments")
SELECT "backer_id", count(*) FROM "commitments" WHERE "status" IN ('committed', 'funded') GROUP BY "backer_id";
