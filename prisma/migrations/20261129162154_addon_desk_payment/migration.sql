-- CreateEnum
CREATE TYPE "addon_desk_payment_method" AS ENUM ('cash', 'card_terminal');

-- AlterTable
ALTER TABLE "addon_booking" ADD COLUMN     "desk_payment_method" "addon_desk_payment_method",
ADD COLUMN     "paid_at_desk_at" TIMESTAMPTZ(3),
ADD COLUMN     "paid_at_desk_by" TEXT;
