-- The back office's reviews, customers and restock screens (docs/admin.md).
-- Review statuses were only written by the demo data; moderation needs all three on any shop.
INSERT INTO "review_statuses" ("code", "title") VALUES
  ('published', '{"en": "Published", "ru": "Опубликован"}'),
  ('moderation', '{"en": "Awaiting moderation", "ru": "На модерации"}'),
  ('rejected', '{"en": "Rejected", "ru": "Отклонён"}')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- A rejection keeps its reason; staff edits send the version they read (409 when stale).
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- The moderation queue reads one status, oldest or newest first, across products.
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status_id", "created_at");
--> statement-breakpoint
-- Set once when staff anonymise the customer on request: irreversible.
ALTER TABLE "customers" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
-- The restock list groups by variation; the pending index covers waiting requests only.
CREATE INDEX "restock_requests_variation_idx" ON "restock_requests" USING btree ("variation_id", "created_at");
--> statement-breakpoint
CREATE INDEX "restock_requests_customer_idx" ON "restock_requests" USING btree ("customer_id");
