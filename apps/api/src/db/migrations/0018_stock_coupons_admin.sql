-- The back office edits stock, prices and coupons (docs/admin.md, "Stock and prices", "Coupons"): each
-- row carries the version a stale edit is checked against.
ALTER TABLE "variations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Uses one buyer (account or e-mail) may make; null: no limit of its own.
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_limit_positive" CHECK ("per_customer_limit" IS NULL OR "per_customer_limit" >= 1);
--> statement-breakpoint
-- A coupon's uses (its page, the per-customer count, the delete check) look orders up by coupon.
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id") WHERE "coupon_id" IS NOT NULL;
