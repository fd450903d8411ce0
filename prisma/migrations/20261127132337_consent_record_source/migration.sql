-- AlterTable
ALTER TABLE "consent_record" ADD COLUMN     "source" TEXT;
