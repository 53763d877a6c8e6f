DROP INDEX "properties_title_trgm";--> statement-breakpoint
DROP INDEX "properties_location_trgm";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || location)) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_location_lower_trgm" ON "properties" USING gin (lower("location") gin_trgm_ops);