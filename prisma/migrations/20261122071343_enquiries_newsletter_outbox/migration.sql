-- CreateEnum
CREATE TYPE "inquiry_status" AS ENUM ('new', 'read', 'replied', 'closed');

-- CreateEnum
CREATE TYPE "contact_subject" AS ENUM ('general', 'booking', 'event', 'feedback');

-- CreateEnum
CREATE TYPE "event_inquiry_type" AS ENUM ('wedding', 'conference', 'party');

-- CreateEnum
CREATE TYPE "newsletter_status" AS ENUM ('pending', 'subscribed', 'unsubscribed');

-- CreateEnum
CREATE TYPE "outbox_message_kind" AS ENUM ('enquiry_acknowledgement', 'enquiry_staff_notice', 'newsletter_confirmation', 'marketing');

-- CreateEnum
CREATE TYPE "outbox_message_status" AS ENUM ('pending', 'sent', 'failed', 'cancelled');

-- CreateTable
CREATE TABLE "contact_inquiry" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "subject" "contact_subject" NOT NULL,
    "message" TEXT NOT NULL,
    "marketing_opt_in" BOOLEAN NOT NULL,
    "status" "inquiry_status" NOT NULL DEFAULT 'new',
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_inquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_inquiry" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "event_type" "event_inquiry_type" NOT NULL,
    "event_date" DATE,
    "guests" INTEGER NOT NULL,
    "message" TEXT,
    "marketing_opt_in" BOOLEAN NOT NULL,
    "status" "inquiry_status" NOT NULL DEFAULT 'new',
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_inquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscriber" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "status" "newsletter_status" NOT NULL DEFAULT 'pending',
    "consent" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL,
    "confirmation_token_hash" TEXT,
    "confirmation_expires_at" TIMESTAMPTZ(3),
    "confirmation_sent_at" TIMESTAMPTZ(3),
    "unsubscribe_token" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "unsubscribed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "suppression_entry" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "suppression_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consent_record" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "marketing" BOOLEAN NOT NULL,
    "analytics" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consent_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_message" (
    "id" UUID NOT NULL,
    "kind" "outbox_message_kind" NOT NULL,
    "to_address" TEXT NOT NULL,
    "reply_to" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "status" "outbox_message_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "message_id" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_key" (
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "response" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_key_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "contact_inquiry_created_at_idx" ON "contact_inquiry"("created_at");

-- CreateIndex
CREATE INDEX "contact_inquiry_status_created_at_idx" ON "contact_inquiry"("status", "created_at");

-- CreateIndex
CREATE INDEX "event_inquiry_created_at_idx" ON "event_inquiry"("created_at");

-- CreateIndex
CREATE INDEX "event_inquiry_status_created_at_idx" ON "event_inquiry"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriber_email_key" ON "newsletter_subscriber"("email");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriber_confirmation_token_hash_key" ON "newsletter_subscriber"("confirmation_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriber_unsubscribe_token_key" ON "newsletter_subscriber"("unsubscribe_token");

-- CreateIndex
CREATE INDEX "newsletter_subscriber_status_created_at_idx" ON "newsletter_subscriber"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "suppression_entry_email_key" ON "suppression_entry"("email");

-- CreateIndex
CREATE INDEX "consent_record_email_created_at_idx" ON "consent_record"("email", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_message_message_id_key" ON "outbox_message"("message_id");

-- CreateIndex
CREATE INDEX "outbox_message_status_next_attempt_at_idx" ON "outbox_message"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "idempotency_key_created_at_idx" ON "idempotency_key"("created_at");
