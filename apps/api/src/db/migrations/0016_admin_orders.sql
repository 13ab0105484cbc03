-- The back office's orders (docs/admin.md, "Orders"): a version for stale edits, refunds as recorded
-- (every provider's, the test gateway's included), and indexes for the list's search and date order.
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "payment_id" uuid REFERENCES "payments"("id") ON DELETE SET NULL,
  "provider" varchar(32) NOT NULL,
  "status" varchar(16) NOT NULL,
  "amount" integer NOT NULL,
  "currency" varchar(3) NOT NULL,
  "external_id" text,
  "reason" text NOT NULL,
  "idempotency_key" varchar(128) NOT NULL,
  "staff_id" uuid REFERENCES "staff"("id") ON DELETE SET NULL,
  "staff_email" varchar(64),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_refunds_amount_check" CHECK ("amount" > 0),
  CONSTRAINT "order_refunds_key_uq" UNIQUE ("order_id", "idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Search by part of an e-mail or a number: trigram indexes (pg_trgm, migration 0004).
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "order_addresses_order_idx" ON "order_addresses" USING btree ("order_id");
