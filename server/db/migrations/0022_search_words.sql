-- The words of product titles per language (docs/performance.md "Queries at scale"): the vocabulary
-- search corrects typos against. A trigram index finds the words near an input word, so a search no
-- longer reads every title of the storefront; copies of a title add no rows.
--  * word: a run of the title between spaces and ASCII punctuation, as written (the search service
--    splits it further and folds it the way it folds the input); folded: lower case without accents,
--    what the trigram index holds; titles: how many titles hold the word, so the last one to go
--    removes it.
--  * Per language, not per storefront: a translation does not carry its storefront, and when a product
--    is deleted its translations go after it (the cascade), so only the language is known for certain.
--    A correction to another storefront's word finds nothing here, since the full-text match keeps to
--    the storefront and its published products.
--  * Kept by statement triggers over the changed rows (transition tables), so a seed of thousands of
--    titles updates each word once, not once per title.
--  * Not declared in the Drizzle schema, like search_document (0001_search): only the search
--    repository reads it, with raw SQL.
CREATE TABLE search_words (
  language text NOT NULL,
  word text NOT NULL,
  folded text NOT NULL,
  titles integer NOT NULL,
  PRIMARY KEY (language, word)
);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (folded gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_words_folded_idx ON search_words (language, folded);
--> statement-breakpoint
-- The distinct words of each title, as (language, word) rows.
CREATE FUNCTION search_title_words(lang text, title text) RETURNS TABLE (language text, word text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT $1, w FROM regexp_split_to_table($2, '[[:space:][:punct:]]+') AS w WHERE w <> '' $$;
--> statement-breakpoint
CREATE FUNCTION search_words_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (language, word, folded, titles)
    SELECT w.language, w.word, lower(unaccent(w.word)), count(*)
    FROM added_rows AS t CROSS JOIN LATERAL search_title_words(t.language, t.title) AS w
    GROUP BY w.language, w.word
    ON CONFLICT (language, word) DO UPDATE SET titles = search_words.titles + excluded.titles;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT w.language, w.word, count(*) AS titles
    FROM removed_rows AS t CROSS JOIN LATERAL search_title_words(t.language, t.title) AS w
    GROUP BY w.language, w.word
  ), counted AS (
    UPDATE search_words AS s SET titles = s.titles - gone.titles
    FROM gone WHERE s.language = gone.language AND s.word = gone.word
    RETURNING s.language, s.word, s.titles
  )
  DELETE FROM search_words AS s USING counted
    WHERE s.language = counted.language AND s.word = counted.word AND counted.titles <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts its old titles out and its new ones in: two triggers over the same statement.
CREATE TRIGGER search_words_inserted AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
--> statement-breakpoint
CREATE TRIGGER search_words_deleted AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_removed();
--> statement-breakpoint
CREATE TRIGGER search_words_updated_out AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_removed();
--> statement-breakpoint
CREATE TRIGGER search_words_updated_in AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
--> statement-breakpoint
INSERT INTO search_words (language, word, folded, titles)
  SELECT w.language, w.word, lower(unaccent(w.word)), count(*)
  FROM product_translations AS t CROSS JOIN LATERAL search_title_words(t.language, t.title) AS w
  GROUP BY w.language, w.word;
