-- The words of product titles per storefront and language (docs/performance.md "Queries at scale"): the
-- vocabulary search corrects typos against. A trigram index finds the words near an input word, so a
-- search no longer reads every title of the storefront; copies of a title add no rows.
--  * word: a run of the title between spaces and ASCII punctuation, as written (the search service
--    splits it further and folds it the way it folds the input); folded: lower case without accents,
--    what the trigram index holds; titles: how many titles hold the word, so the last one to go
--    removes it.
--  * Kept by triggers: an insert, an edit of a title or a deleted translation or product updates the
--    counts at once. Unpublished products keep their words (a correction to such a word finds
--    nothing, since the full-text match itself leaves them out).
--  * Not declared in the Drizzle schema, like search_document (0001_search): only the search
--    repository reads it, with raw SQL.
CREATE TABLE search_words (
  storefront text NOT NULL,
  language text NOT NULL,
  word text NOT NULL,
  folded text NOT NULL,
  titles integer NOT NULL,
  PRIMARY KEY (storefront, language, word)
);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (folded gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_words_folded_idx ON search_words (storefront, language, folded);
--> statement-breakpoint
CREATE FUNCTION search_words_count(shop text, lang text, title text, delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  words text[] := array(SELECT DISTINCT w FROM regexp_split_to_table(title, '[[:space:][:punct:]]+') AS w WHERE w <> '');
BEGIN
  INSERT INTO search_words (storefront, language, word, folded, titles)
    SELECT shop, lang, w, lower(unaccent(w)), delta FROM unnest(words) AS w
    ON CONFLICT (storefront, language, word) DO UPDATE SET titles = search_words.titles + delta;
  IF delta < 0 THEN
    DELETE FROM search_words WHERE storefront = shop AND language = lang AND word = ANY (words) AND titles <= 0;
  END IF;
END $$;
--> statement-breakpoint
-- A translation's product is looked up for its storefront; when the product itself is being deleted
-- (the cascade), it is gone already and search_words_forget_product has counted its titles out.
CREATE FUNCTION search_words_track_translation() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  shop text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT storefront INTO shop FROM products WHERE id = OLD.product_id;
    IF shop IS NOT NULL THEN PERFORM search_words_count(shop, OLD.language, OLD.title, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT storefront INTO shop FROM products WHERE id = NEW.product_id;
    PERFORM search_words_count(shop, NEW.language, NEW.title, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_translation AFTER INSERT OR DELETE OR UPDATE OF title, language, product_id
  ON product_translations FOR EACH ROW EXECUTE FUNCTION search_words_track_translation();
--> statement-breakpoint
CREATE FUNCTION search_words_forget_product() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(OLD.storefront, t.language, t.title, -1) FROM product_translations t WHERE t.product_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_product BEFORE DELETE ON products FOR EACH ROW EXECUTE FUNCTION search_words_forget_product();
--> statement-breakpoint
INSERT INTO search_words (storefront, language, word, folded, titles)
  SELECT p.storefront, t.language, s.w, lower(unaccent(s.w)), count(*)
  FROM product_translations t
  JOIN products p ON p.id = t.product_id
  CROSS JOIN LATERAL (SELECT DISTINCT w FROM regexp_split_to_table(t.title, '[[:space:][:punct:]]+') AS w WHERE w <> '') AS s
  GROUP BY p.storefront, t.language, s.w;
