-- AlterTable
ALTER TABLE "outbox_message" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]';
