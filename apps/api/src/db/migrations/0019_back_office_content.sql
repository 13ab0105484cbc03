-- Back office, issue 29 (docs/admin.md): announcements and the shop's settings carry a version for stale
-- edits; a variation's low stock is mailed once per crossing; the dashboard reads paid orders by day.
ALTER TABLE "announcements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- A row while the variation is at or below the threshold and the shop was told; gone when it is above again.
CREATE TABLE "low_stock_alerts" (
  "variation_id" integer PRIMARY KEY NOT NULL REFERENCES "variations"("id") ON DELETE CASCADE,
  "noted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "paid_at" IS NOT NULL;
