-- Full-text search over product translations (docs/rules/catalogue.md search_v1), maintained by PostgreSQL itself.
--  * pg_trgm: typo tolerance (word similarity of the query to titles); unaccent: "hotel" finds "Hôtel".
--    Both ship with PGlite (@electric-sql/pglite/contrib, loaded in server/db/client.ts) and with
--    PostgreSQL's contrib; both are trusted extensions, so the database owner may create them.
--  * One text search configuration per stemming language, each a copy of PostgreSQL's own with
--    unaccent in front of the stemmer; Polish has no built-in stemmer and uses 'simple'.
--  * product_translations.search_document: a STORED generated column (title weight A, description
--    weight B) in the translation's language, so every insert or update keeps it current. It is not
--    declared in the Drizzle schema on purpose: only the search repository reads it, with raw SQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_dutch (COPY = pg_catalog.dutch);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_dutch ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_french (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_english (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_german (COPY = pg_catalog.german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_german ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_spanish (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_spanish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_italian (COPY = pg_catalog.italian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_italian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_portuguese (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_portuguese ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_swedish (COPY = pg_catalog.swedish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_swedish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, swedish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_danish (COPY = pg_catalog.danish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_danish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, danish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_norwegian (COPY = pg_catalog.norwegian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_norwegian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, norwegian_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_simple (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- The configuration of a storefront language; the search query uses the same function, so documents
-- and queries are always stemmed alike. A SQL-standard body is parsed now, so PostgreSQL records the
-- dependencies on the configurations (dump and restore keep the order).
CREATE FUNCTION shop_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE language
    WHEN 'nl' THEN 'shop_dutch'::regconfig
    WHEN 'fr' THEN 'shop_french'::regconfig
    WHEN 'en' THEN 'shop_english'::regconfig
    WHEN 'de' THEN 'shop_german'::regconfig
    WHEN 'es' THEN 'shop_spanish'::regconfig
    WHEN 'it' THEN 'shop_italian'::regconfig
    WHEN 'pt' THEN 'shop_portuguese'::regconfig
    WHEN 'sv' THEN 'shop_swedish'::regconfig
    WHEN 'da' THEN 'shop_danish'::regconfig
    WHEN 'nb' THEN 'shop_norwegian'::regconfig
    ELSE 'shop_simple'::regconfig
  END;
--> statement-breakpoint
ALTER TABLE product_translations ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(shop_search_config(language), title), 'A')
  || setweight(to_tsvector(shop_search_config(language), description), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX product_translations_search_idx ON product_translations USING gin (search_document);
