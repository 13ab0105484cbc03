-- Orders are numbered from a sequence, so numbers are short, readable and never reused.
CREATE SEQUENCE IF NOT EXISTS order_number_seq START WITH 100001;
--> statement-breakpoint
-- Paid once: the conditional update of paid_at is what makes a second confirmation a no-op.
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepayment_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company" jsonb;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" varchar(50) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "track_number" varchar(64);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;
--> statement-breakpoint
-- A provider's confirmation names its own id; one payment per id, so a replay finds the first.
CREATE UNIQUE INDEX IF NOT EXISTS "payments_provider_external_uq" ON "payments" ("provider", "external_id") WHERE "external_id" IS NOT NULL;
--> statement-breakpoint
-- A digital product is delivered as a code by e-mail once the order is paid; kept for the profile.
ALTER TABLE "order_lines" ADD COLUMN "digital_code" varchar(64);
