-- Catalogue search (docs/search.md): one stemmed vector per language on products, and a
-- vocabulary of the words the catalogue uses, which pg_trgm searches to correct typos.
-- Triggers keep both current; refresh_product_search() rebuilds them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" tsvector;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_ru" tsvector;--> statement-breakpoint
-- Byte order ("C"), so the primary key also answers prefix searches.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "product_search_plain_text"(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
$$;--> statement-breakpoint
-- One language's vector: the name weighs A, brand and category B, the description C.
-- A plain expression, so PostgreSQL inlines it wherever it is called.
CREATE FUNCTION "product_search_vector"(config regconfig, name text, labels text, description_html text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(config, coalesce(name, '')), 'A')
    || setweight(to_tsvector(config, coalesce(labels, '')), 'B')
    || setweight(to_tsvector(config, product_search_plain_text(description_html)), 'C')
$$;--> statement-breakpoint
-- The words of a text as written (lower-cased, ё as е) for the vocabulary. Short words and
-- numbers are left out: a typo in them cannot be told from another word.
CREATE FUNCTION "search_words_of"(source text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', translate(source, 'Ёё', 'Ее')))) AS word
  WHERE length(word) >= 4 AND word !~ '[0-9]'
$$;--> statement-breakpoint
-- Adds the words of the given products (all of them when ids is NULL) to the vocabulary.
-- Texts are deduplicated first: generated catalogues repeat descriptions. The ids are joined,
-- not tested with = ANY: against a parameter array that test is a linear search per row.
CREATE FUNCTION "remember_product_words"(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH chosen AS MATERIALIZED (
    SELECT p.name, p.description, p.brand_id, p.category_id FROM products p WHERE ids IS NULL
    UNION ALL
    SELECT p.name, p.description, p.brand_id, p.category_id
    FROM unnest(ids) AS i (id) JOIN products p ON p.id = i.id
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM (
    SELECT concat_ws(' ', name->>'en', name->>'ru') FROM chosen
    UNION
    SELECT product_search_plain_text(description->>'en') || ' ' || product_search_plain_text(description->>'ru')
    FROM chosen
    UNION
    SELECT b.name FROM brands b WHERE b.id IN (SELECT brand_id FROM chosen)
    UNION
    SELECT concat_ws(' ', c.name->>'en', c.name->>'ru') FROM categories c WHERE c.id IN (SELECT category_id FROM chosen)
  ) AS texts (content)
  CROSS JOIN LATERAL search_words_of(texts.content) AS word
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- Fills the vectors of a row being written. Category means the product's category and its parent.
CREATE FUNCTION "products_fill_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  category_en text;
  category_ru text;
BEGIN
  SELECT b.name INTO brand_name FROM brands b WHERE b.id = NEW.brand_id;
  SELECT concat_ws(' ', c.name->>'en', pc.name->>'en'), concat_ws(' ', c.name->>'ru', pc.name->>'ru')
  INTO category_en, category_ru
  FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
  WHERE c.id = NEW.category_id;
  NEW.search_en := product_search_vector('english', NEW.name->>'en', concat_ws(' ', brand_name, category_en), NEW.description->>'en');
  NEW.search_ru := product_search_vector('russian', NEW.name->>'ru', concat_ws(' ', brand_name, category_ru), NEW.description->>'ru');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert" BEFORE INSERT ON "products"
FOR EACH ROW EXECUTE FUNCTION products_fill_search();--> statement-breakpoint
-- Setting a vector to NULL asks for it to be rebuilt (refresh_product_search does).
CREATE TRIGGER "products_search_update"
BEFORE UPDATE OF name, description, brand_id, category_id, search_en, search_ru ON "products"
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.category_id IS DISTINCT FROM NEW.category_id
  OR NEW.search_en IS NULL OR NEW.search_ru IS NULL)
EXECUTE FUNCTION products_fill_search();--> statement-breakpoint
-- Once per statement, so a bulk insert adds its words in one go.
CREATE FUNCTION "products_remember_inserted_words"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM remember_product_words(ARRAY(SELECT id FROM inserted_products));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_remember_inserted_words();--> statement-breakpoint
-- Only rows whose search text changed: a sales counter update must stay cheap.
CREATE FUNCTION "products_remember_updated_words"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM remember_product_words(ARRAY(
    SELECT p.id FROM updated_products p JOIN previous_products o ON o.id = p.id
    WHERE p.search_en IS DISTINCT FROM o.search_en OR p.search_ru IS DISTINCT FROM o.search_ru));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
REFERENCING OLD TABLE AS previous_products NEW TABLE AS updated_products
FOR EACH STATEMENT EXECUTE FUNCTION products_remember_updated_words();--> statement-breakpoint
-- Rebuilds the vectors and vocabulary of the given products, or of all when ids is NULL (after
-- a change to the weighting, or to texts written with triggers off); returns how many it rebuilt.
CREATE FUNCTION "refresh_product_search"(ids integer[] DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  updated integer;
BEGIN
  IF ids IS NULL THEN
    UPDATE products SET search_en = NULL, search_ru = NULL;
  ELSE
    UPDATE products SET search_en = NULL, search_ru = NULL WHERE id = ANY (ids);
  END IF;
  GET DIAGNOSTICS updated = ROW_COUNT;
  PERFORM remember_product_words(ids);
  RETURN updated;
END
$$;--> statement-breakpoint
-- A renamed brand or category is part of its products' search text.
CREATE FUNCTION "brands_refresh_product_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT id FROM products WHERE brand_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_search_rename" AFTER UPDATE OF name ON "brands"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION brands_refresh_product_search();--> statement-breakpoint
CREATE FUNCTION "categories_refresh_product_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE c.id = NEW.id OR c.parent_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_rename" AFTER UPDATE OF name, parent_id ON "categories"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
EXECUTE FUNCTION categories_refresh_product_search();--> statement-breakpoint
-- The query for one language: the shopper's text as websearch_to_tsquery reads it (quotes, or,
-- -exclusions), OR every word as a prefix (partial words), all required. A word the vocabulary
-- does not know, neither as the start of a word nor by its stem, is widened by up to five
-- vocabulary words close to it (typos); a known word is left alone, so neither a correct word
-- nor an inflection missing from the vocabulary is ever "corrected".
-- `words` are the query's words, space-separated, letters and digits only (the caller splits).
-- Callers wrap it in a sub-select, so it runs once per statement. Its SET clauses hold for this
-- call only: the trigram threshold; quiet "only stop words" notices; and the vocabulary
-- indexes, which the planner would pass over for a small vocabulary although comparing
-- trigrams with every word costs fifty times more. A SET clause cannot run inside a parallel
-- query, so the function is not PARALLEL SAFE.
-- 0.4 takes one wrong or missing letter in words of five or more ('kordn', 'jaket',
-- 'balaklava'); pg_trgm's default 0.3 suggested unrelated words (banana: band, bank).
CREATE FUNCTION "product_search_tsquery"(config regconfig, q text, words text) RETURNS tsquery
LANGUAGE plpgsql STABLE
SET pg_trgm.similarity_threshold = 0.4
SET client_min_messages = warning
SET plan_cache_mode = force_custom_plan
SET enable_seqscan = off
SET enable_indexonlyscan = off
AS $$
DECLARE
  all_words tsquery;
  one_word tsquery;
  stem text;
  near text;
  w text;
BEGIN
  FOREACH w IN ARRAY regexp_split_to_array(coalesce(words, ''), '\s+') LOOP
    -- The caller sends letters and digits only; whatever to_tsquery would read as syntax goes.
    w := regexp_replace(lower(w), '[\s''&|!():*<>\\-]+', '', 'g');
    CONTINUE WHEN w = '';
    one_word := to_tsquery(config, w || CASE WHEN length(w) >= 3 THEN ':*' ELSE '' END);
    stem := (tsvector_to_array(to_tsvector(config, w)))[1];
    -- A stop word has no stem and is no typo.
    IF length(w) >= 4 AND stem IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM search_words WHERE word LIKE w || '%' OR word LIKE stem || '%'
    ) THEN
      FOR near IN
        SELECT word FROM search_words WHERE word % w ORDER BY similarity(word, w) DESC, word LIMIT 5
      LOOP
        one_word := one_word || plainto_tsquery(config, near);
      END LOOP;
    END IF;
    all_words := CASE WHEN all_words IS NULL THEN one_word ELSE all_words && one_word END;
  END LOOP;
  one_word := websearch_to_tsquery(config, q);
  IF all_words IS NOT NULL THEN
    one_word := one_word || all_words;
  END IF;
  -- NULL rather than an empty query (only stop words): it matches nothing, without notices.
  RETURN CASE WHEN numnode(one_word) > 0 THEN one_word END;
END
$$;--> statement-breakpoint
SELECT refresh_product_search(NULL);--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "products_search_ru_idx" ON "products" USING gin ("search_ru");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
