-- CreateEnum
CREATE TYPE "addon_payment_status" AS ENUM ('pending', 'succeeded', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "addon_payment_method" AS ENUM ('card', 'wallet');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "outbox_message_kind" ADD VALUE 'addon_confirmation';
ALTER TYPE "outbox_message_kind" ADD VALUE 'addon_staff_notice';

-- CreateTable
CREATE TABLE "addon_booking" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "booking_confirmation_id" TEXT NOT NULL,
    "guest_name" TEXT NOT NULL,
    "guest_email" TEXT NOT NULL,
    "guest_phone" TEXT NOT NULL,
    "check_in_date" DATE NOT NULL,
    "check_out_date" DATE NOT NULL,
    "number_of_nights" INTEGER NOT NULL,
    "number_of_pets" INTEGER NOT NULL,
    "pet_details" JSONB NOT NULL,
    "special_requirements" TEXT,
    "unit_amount_pence" INTEGER NOT NULL,
    "total_amount_pence" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'gbp',
    "marketing_opt_in" BOOLEAN NOT NULL,
    "payment_method" "addon_payment_method" NOT NULL,
    "payment_status" "addon_payment_status" NOT NULL DEFAULT 'pending',
    "stripe_checkout_session_id" TEXT,
    "stripe_payment_intent_id" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "verified_at_reception" BOOLEAN NOT NULL DEFAULT false,
    "verified_by" TEXT,
    "verified_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "refunded_at" TIMESTAMPTZ(3),
    "anonymised_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "addon_booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "stripe_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "addon_booking_reference_key" ON "addon_booking"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "addon_booking_stripe_checkout_session_id_key" ON "addon_booking"("stripe_checkout_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "addon_booking_stripe_payment_intent_id_key" ON "addon_booking"("stripe_payment_intent_id");

-- CreateIndex
CREATE INDEX "addon_booking_payment_status_created_at_idx" ON "addon_booking"("payment_status", "created_at");

-- CreateIndex
CREATE INDEX "addon_booking_check_in_date_idx" ON "addon_booking"("check_in_date");

-- CreateIndex
CREATE INDEX "addon_booking_guest_email_idx" ON "addon_booking"("guest_email");

-- CreateIndex
CREATE INDEX "stripe_event_received_at_idx" ON "stripe_event"("received_at");
