-- AlterTable
ALTER TABLE "addon_booking" ADD COLUMN     "receipt_token_hash" TEXT;
