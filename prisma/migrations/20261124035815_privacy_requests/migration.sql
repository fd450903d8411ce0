-- CreateEnum
CREATE TYPE "privacy_request_type" AS ENUM ('access', 'export', 'delete');

-- CreateEnum
CREATE TYPE "privacy_request_status" AS ENUM ('awaiting_confirmation', 'in_progress', 'completed', 'refused');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "outbox_message_kind" ADD VALUE 'privacy_request_confirmation';
ALTER TYPE "outbox_message_kind" ADD VALUE 'privacy_access_summary';
ALTER TYPE "outbox_message_kind" ADD VALUE 'privacy_export_ready';
ALTER TYPE "outbox_message_kind" ADD VALUE 'privacy_request_extended';

-- CreateTable
CREATE TABLE "privacy_request" (
    "id" UUID NOT NULL,
    "type" "privacy_request_type" NOT NULL,
    "status" "privacy_request_status" NOT NULL DEFAULT 'awaiting_confirmation',
    "email" TEXT,
    "email_hash" TEXT NOT NULL,
    "full_name" TEXT,
    "reason" TEXT,
    "token_hash" TEXT,
    "token_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "due_at" DATE,
    "extended_at" TIMESTAMPTZ(3),
    "extension_reason" TEXT,
    "export_token_hash" TEXT,
    "export_expires_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "outcome" TEXT,
    "staff_note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "privacy_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "privacy_request_token_hash_key" ON "privacy_request"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "privacy_request_export_token_hash_key" ON "privacy_request"("export_token_hash");

-- CreateIndex
CREATE INDEX "privacy_request_email_hash_created_at_idx" ON "privacy_request"("email_hash", "created_at");

-- CreateIndex
CREATE INDEX "privacy_request_status_due_at_idx" ON "privacy_request"("status", "due_at");
