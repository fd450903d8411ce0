-- CreateEnum
CREATE TYPE "enquiry_entry_type" AS ENUM ('reply', 'note');

-- AlterEnum
ALTER TYPE "outbox_message_kind" ADD VALUE 'enquiry_reply';

-- AlterTable
ALTER TABLE "contact_inquiry" ADD COLUMN     "assigned_to_id" UUID;

-- AlterTable
ALTER TABLE "event_inquiry" ADD COLUMN     "assigned_to_id" UUID;

-- CreateTable
CREATE TABLE "enquiry_entry" (
    "id" UUID NOT NULL,
    "contact_inquiry_id" UUID,
    "event_inquiry_id" UUID,
    "type" "enquiry_entry_type" NOT NULL,
    "author_id" UUID NOT NULL,
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "outbox_message_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enquiry_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reply_template" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reply_template_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "enquiry_entry_outbox_message_id_key" ON "enquiry_entry"("outbox_message_id");

-- CreateIndex
CREATE INDEX "enquiry_entry_contact_inquiry_id_created_at_idx" ON "enquiry_entry"("contact_inquiry_id", "created_at");

-- CreateIndex
CREATE INDEX "enquiry_entry_event_inquiry_id_created_at_idx" ON "enquiry_entry"("event_inquiry_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reply_template_name_key" ON "reply_template"("name");

-- AddForeignKey
ALTER TABLE "contact_inquiry" ADD CONSTRAINT "contact_inquiry_assigned_to_id_fkey" FOREIGN KEY ("assigned_to_id") REFERENCES "admin_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_inquiry" ADD CONSTRAINT "event_inquiry_assigned_to_id_fkey" FOREIGN KEY ("assigned_to_id") REFERENCES "admin_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiry_entry" ADD CONSTRAINT "enquiry_entry_contact_inquiry_id_fkey" FOREIGN KEY ("contact_inquiry_id") REFERENCES "contact_inquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiry_entry" ADD CONSTRAINT "enquiry_entry_event_inquiry_id_fkey" FOREIGN KEY ("event_inquiry_id") REFERENCES "event_inquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiry_entry" ADD CONSTRAINT "enquiry_entry_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "admin_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiry_entry" ADD CONSTRAINT "enquiry_entry_outbox_message_id_fkey" FOREIGN KEY ("outbox_message_id") REFERENCES "outbox_message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An entry belongs to exactly one enquiry; a reply has a subject, a note has none (ADR 094).
ALTER TABLE "enquiry_entry" ADD CONSTRAINT "enquiry_entry_one_enquiry" CHECK (("contact_inquiry_id" IS NULL) <> ("event_inquiry_id" IS NULL));
ALTER TABLE "enquiry_entry" ADD CONSTRAINT "enquiry_entry_subject_on_replies" CHECK (("type" = 'reply') = ("subject" IS NOT NULL));

-- The first reply templates; owners change them in the admin. {placeholders} are filled in from
-- the enquiry; "[Write your answer here]" must be replaced before a reply can be sent.
INSERT INTO "reply_template" ("id", "name", "subject", "body", "sort_order", "updated_at") VALUES
('6f1d3c3e-0b8e-4c41-9f0e-1a2b3c4d5e01', 'General reply', 'Your enquiry to {hotel_name}',
E'Dear {guest_name},\n\nThank you for getting in touch with {hotel_name}.\n\n[Write your answer here]\n\nIf you would like to talk it over, please call reception on {reception_phone}; we are always happy to help.\n\nKind regards,\n{staff_name}\n{hotel_name}', 1, CURRENT_TIMESTAMP),
('6f1d3c3e-0b8e-4c41-9f0e-1a2b3c4d5e02', 'Room booking question', 'Your stay at {hotel_name}',
E'Dear {guest_name},\n\nThank you for your message about staying with us.\n\n[Write your answer here]\n\nYou can book any room on our website, or call reception on {reception_phone} and we will book it for you.\n\nKind regards,\n{staff_name}\n{hotel_name}', 2, CURRENT_TIMESTAMP),
('6f1d3c3e-0b8e-4c41-9f0e-1a2b3c4d5e03', 'Wedding: the date and a visit', 'Your wedding at {hotel_name}',
E'Dear {guest_name},\n\nThank you for thinking of {hotel_name} for your wedding on {event_date} for {guests} guests.\n\n[Write your answer here]\n\nWe would love to show you round: reply to this e-mail or call us on {reception_phone} to choose a time that suits you.\n\nWarm wishes,\n{staff_name}\n{hotel_name}', 3, CURRENT_TIMESTAMP),
('6f1d3c3e-0b8e-4c41-9f0e-1a2b3c4d5e04', 'Conference, meeting or party', 'Your {event_type} at {hotel_name}',
E'Dear {guest_name},\n\nThank you for your enquiry about a {event_type} for {guests} guests on {event_date}.\n\n[Write your answer here]\n\nIf it helps to talk through the room layout, the menus or the timings, please call us on {reception_phone}.\n\nKind regards,\n{staff_name}\n{hotel_name}', 4, CURRENT_TIMESTAMP);
