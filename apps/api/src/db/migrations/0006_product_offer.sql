-- Each product's offer kept on its row (docs/catalogue.md): the cheapest active variation's price
-- and whether any active variation can be ordered. Lists filter, sort and count on these columns
-- through an index instead of aggregating the variations of every product they reach.
ALTER TABLE "products" ADD COLUMN "min_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "orderable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "refresh_product_offer"(ids integer[] DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  updated integer;
BEGIN
  UPDATE products p
  SET min_price = o.min_price, orderable = o.orderable
  FROM (
    SELECT q.id,
      (SELECT min(v.price) FROM variations v WHERE v.product_id = q.id AND v.is_active) AS min_price,
      EXISTS (SELECT 1 FROM variations v WHERE v.product_id = q.id AND v.is_active
        AND (v.stock > 0 OR v.availability = 'drop_ship')) AS orderable
    FROM products q WHERE ids IS NULL OR q.id = ANY (ids)
  ) o
  WHERE p.id = o.id AND (p.min_price IS DISTINCT FROM o.min_price OR p.orderable <> o.orderable);
  GET DIAGNOSTICS updated = ROW_COUNT;
  RETURN updated;
END
$$;--> statement-breakpoint
-- One statement, one refresh of the products it touched (a stock update of one line refreshes one row).
CREATE FUNCTION "variations_refresh_offer"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offer(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offer(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_offer(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "variations_offer_insert" AFTER INSERT ON "variations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variations_refresh_offer();--> statement-breakpoint
CREATE TRIGGER "variations_offer_update" AFTER UPDATE ON "variations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variations_refresh_offer();--> statement-breakpoint
CREATE TRIGGER "variations_offer_delete" AFTER DELETE ON "variations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variations_refresh_offer();--> statement-breakpoint
SELECT refresh_product_offer(NULL);--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category_id", "sales_count" DESC, "id")
  WHERE "is_active" AND "min_price" IS NOT NULL;
