-- The distinct lower-cased character pairs of a text: what a keyword of two characters or more
-- (Chinese words are mostly two) is found by, through a GIN index, on PostgreSQL and PGlite alike.
CREATE OR REPLACE FUNCTION jb_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}'::text[]) FROM generate_series(1, length(t) - 1) AS i
$$;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (jb_grams(name || ' ' || phone)) STORED;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (jb_grams(title || ' ' || article_no)) STORED;--> statement-breakpoint
CREATE INDEX "authors_search_grams_idx" ON "authors" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "manuscripts_search_grams_idx" ON "manuscripts" USING gin ("search_grams");