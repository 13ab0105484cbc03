-- Only a pending request is unique: once notified, the same address may ask again.
DROP INDEX IF EXISTS "restock_requests_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_pending_uq" ON "restock_requests" USING btree ("variation_id",lower("email")) WHERE "restock_requests"."notified_at" IS NULL;--> statement-breakpoint
-- The list reads one product's reviews of one status, newest first.
DROP INDEX IF EXISTS "reviews_product_idx";--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status_id","created_at");--> statement-breakpoint
-- One review per customer and product; also serves the customer's own review and ON DELETE SET NULL.
CREATE UNIQUE INDEX "reviews_customer_product_uq" ON "reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "review_attachments_review_idx" ON "review_attachments" USING btree ("review_id");
