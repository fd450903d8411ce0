-- CreateEnum
CREATE TYPE "event_booking_state" AS ENUM ('enquiry', 'proposal_sent', 'tentative', 'definite', 'completed', 'lost');

-- CreateEnum
CREATE TYPE "event_lost_reason" AS ENUM ('price', 'date_unavailable', 'chose_another_venue', 'no_response', 'cancelled_by_guest', 'other');

-- CreateTable
CREATE TABLE "event_booking" (
    "id" UUID NOT NULL,
    "enquiry_id" UUID,
    "venue_id" TEXT NOT NULL,
    "event_date" DATE NOT NULL,
    "guests" INTEGER NOT NULL,
    "state" "event_booking_state" NOT NULL DEFAULT 'enquiry',
    "release_date" DATE,
    "lost_reason" "event_lost_reason",
    "lost_note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_booking_change" (
    "id" BIGSERIAL NOT NULL,
    "booking_id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "from_state" "event_booking_state",
    "to_state" "event_booking_state" NOT NULL,
    "by_staff_id" UUID,
    "by_staff_email" TEXT,
    "release_date" DATE,
    "lost_reason" "event_lost_reason",
    "note" TEXT,

    CONSTRAINT "event_booking_change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "event_booking_venue_id_event_date_idx" ON "event_booking"("venue_id", "event_date");

-- CreateIndex
CREATE INDEX "event_booking_event_date_idx" ON "event_booking"("event_date");

-- CreateIndex
CREATE INDEX "event_booking_state_release_date_idx" ON "event_booking"("state", "release_date");

-- CreateIndex
CREATE INDEX "event_booking_enquiry_id_idx" ON "event_booking"("enquiry_id");

-- CreateIndex
CREATE INDEX "event_booking_change_booking_id_id_idx" ON "event_booking_change"("booking_id", "id");

-- AddForeignKey
ALTER TABLE "event_booking" ADD CONSTRAINT "event_booking_enquiry_id_fkey" FOREIGN KEY ("enquiry_id") REFERENCES "event_inquiry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_booking" ADD CONSTRAINT "event_booking_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "event_venue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_booking_change" ADD CONSTRAINT "event_booking_change_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "event_booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (ADR 100): a venue is definite at most once a date. A completed event keeps its
-- date taken. The database refuses the second one, so two requests at the same moment cannot both win.
CREATE UNIQUE INDEX "event_booking_one_definite_per_venue_date" ON "event_booking"("venue_id", "event_date") WHERE "state" IN ('definite', 'completed');

-- Written by hand: a hold always has its release date, and a booking has guests.
ALTER TABLE "event_booking" ADD CONSTRAINT "event_booking_hold_has_release_date" CHECK ("state" <> 'tentative' OR "release_date" IS NOT NULL);
ALTER TABLE "event_booking" ADD CONSTRAINT "event_booking_guests_positive" CHECK ("guests" > 0);
