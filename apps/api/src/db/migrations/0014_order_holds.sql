-- An unpaid order holds its stock and coupon use for a while (docs/checkout.md, "Holds"): what it
-- took, until when, and when it gave them back (set once, by the statement that gives them back).
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held" jsonb;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer REFERENCES "coupons"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_returned_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" varchar(64);
--> statement-breakpoint
-- Orders placed before: what they took, from their lines (drop-shipped lines took nothing).
-- A variation both on its own line and in a kit is summed before it becomes one key.
UPDATE "orders" o SET "stock_held" = held.items FROM (
  SELECT t.order_id, jsonb_object_agg(t.variation_id::text, t.quantity) AS items FROM (
    SELECT u.order_id, u.variation_id, sum(u.quantity) AS quantity FROM (
      SELECT l.order_id, l.variation_id, l.quantity FROM "order_lines" l
      WHERE l.variation_id IS NOT NULL AND l.availability <> 'drop_ship'
      UNION ALL
      SELECT l.order_id, i.variation_id, l.quantity * i.quantity FROM "order_lines" l
      JOIN "kit_variation_items" i ON i.kit_variation_id = l.kit_variation_id
      JOIN "variations" v ON v.id = i.variation_id AND v.availability <> 'drop_ship'
    ) u GROUP BY u.order_id, u.variation_id
  ) t GROUP BY t.order_id
) held WHERE held.order_id = o.id;
--> statement-breakpoint
UPDATE "orders" o SET "coupon_id" = c.id FROM "coupons" c WHERE upper(c.code) = upper(o.coupon_code);
--> statement-breakpoint
-- Cancelled before holds existed: nothing was given back then, and nothing will be now.
UPDATE "orders" SET "stock_returned_at" = "updated_at" WHERE "status" = 'cancelled';
--> statement-breakpoint
UPDATE "orders" o SET "hold_until" = o.created_at + CASE WHEN m.provider = 'bank_transfer'
  THEN interval '72 hours' ELSE interval '30 minutes' END
FROM "payment_methods" m WHERE m.code = o.payment_code AND o.status = 'pending_payment';
--> statement-breakpoint
UPDATE "orders" SET "hold_until" = created_at + interval '30 minutes'
WHERE status = 'pending_payment' AND hold_until IS NULL;
--> statement-breakpoint
-- The expiry sweep's and the unpaid-order cap's look-ups: unpaid orders only, a small set.
CREATE INDEX "orders_unpaid_hold_idx" ON "orders" ("hold_until") WHERE "status" = 'pending_payment';
--> statement-breakpoint
CREATE INDEX "orders_unpaid_session_idx" ON "orders" ("session_id") WHERE "status" = 'pending_payment';
--> statement-breakpoint
CREATE INDEX "orders_unpaid_client_idx" ON "orders" ("client_key") WHERE "status" = 'pending_payment';
