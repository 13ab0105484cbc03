-- The back office (docs/admin.md): staff with roles, their sessions, the audit log of their writes.
CREATE TABLE "staff" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "email" varchar(50) NOT NULL,
  "name" varchar(100) NOT NULL,
  "role" varchar(16) NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_sign_in_at" timestamp with time zone,
  "removed_at" timestamp with time zone,
  CONSTRAINT "staff_role_check" CHECK ("role" IN ('viewer', 'manager', 'owner'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_uq" ON "staff" USING btree (lower("email")) WHERE "removed_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "staff_id" uuid NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "refresh_hash" text NOT NULL UNIQUE,
  "previous_hash" text UNIQUE,
  "rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone,
  "revoked_reason" varchar(32)
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");
--> statement-breakpoint
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "staff_id" uuid REFERENCES "staff"("id") ON DELETE SET NULL,
  "staff_email" varchar(64) NOT NULL,
  "action" varchar(64) NOT NULL,
  "object_type" varchar(40) NOT NULL,
  "object_id" varchar(100) NOT NULL,
  "before" jsonb,
  "after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type", "object_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC, "id" DESC);
--> statement-breakpoint
-- Staff sign-in codes share the customers' table, limits and sweep; they belong to no store.
ALTER TABLE "one_time_codes" ALTER COLUMN "store_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_store_check"
  CHECK ("store_id" IS NOT NULL OR "purpose" IN ('staff', 'staff_check'));
