-- AlterEnum
ALTER TYPE "event_inquiry_type" ADD VALUE 'meeting';
