-- A coupon may be for a customer's first order only (WELCOME10): checked against their earlier orders.
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The first-order check looks orders up by e-mail, in any case.
CREATE INDEX IF NOT EXISTS "orders_email_idx" ON "orders" USING btree (lower("email"));
--> statement-breakpoint
-- The demo's welcome code promises "your first order"; databases seeded before this get the rule too.
UPDATE "coupons" SET "first_order_only" = true WHERE upper("code") = 'WELCOME10';
