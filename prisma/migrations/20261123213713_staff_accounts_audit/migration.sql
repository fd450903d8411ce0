-- CreateEnum
CREATE TYPE "staff_role" AS ENUM ('owner', 'reception');

-- AlterTable
ALTER TABLE "admin_session" ADD COLUMN     "ip_address" TEXT,
ADD COLUMN     "user_agent" TEXT;

-- AlterTable
ALTER TABLE "admin_user" ADD COLUMN     "disabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "password_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "role" "staff_role" NOT NULL DEFAULT 'reception';

-- CreateTable
CREATE TABLE "admin_setup_token" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_setup_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_event" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "target_type" TEXT,
    "target_id" TEXT,
    "ip_address" TEXT,
    "details" JSONB,

    CONSTRAINT "audit_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_event_at_idx" ON "audit_event"("at");

-- CreateIndex
CREATE INDEX "audit_event_actor_id_at_idx" ON "audit_event"("actor_id", "at");

-- CreateIndex
CREATE INDEX "audit_event_action_at_idx" ON "audit_event"("action", "at");

-- The audit trail is append-only: no row is ever changed, and none is removed before the
-- one-year retention has passed (the retention job removes older ones).
CREATE FUNCTION "audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_event is append-only: rows cannot be changed';
  END IF;
  IF OLD."at" > CURRENT_TIMESTAMP - INTERVAL '1 year' THEN
    RAISE EXCEPTION 'audit_event keeps rows for one year: this one is from %', OLD."at";
  END IF;
  RETURN OLD;
END;
$$;

CREATE TRIGGER "audit_event_append_only"
  BEFORE UPDATE OR DELETE ON "audit_event"
  FOR EACH ROW EXECUTE FUNCTION "audit_event_append_only"();
