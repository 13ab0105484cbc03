-- One line per item in a cart: PUT /cart merges repeated ids before writing, and the sign-in merge
-- (features/auth/carry-over.queries.ts) sums matching lines before it moves the rest. No writer
-- made duplicates before this index; any left from a manual edit keep their newest row.
DELETE FROM "cart_lines" AS a USING "cart_lines" AS b
  WHERE a."cart_id" = b."cart_id" AND a."variation_id" IS NOT DISTINCT FROM b."variation_id"
    AND a."kit_variation_id" IS NOT DISTINCT FROM b."kit_variation_id" AND a."id" < b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_variation_uq" ON "cart_lines" USING btree ("cart_id","variation_id") WHERE "cart_lines"."variation_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_kit_variation_uq" ON "cart_lines" USING btree ("cart_id","kit_variation_id") WHERE "cart_lines"."kit_variation_id" IS NOT NULL;
