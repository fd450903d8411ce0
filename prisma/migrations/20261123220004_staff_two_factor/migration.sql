-- AlterTable
ALTER TABLE "admin_user" ADD COLUMN     "totp_enabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "totp_last_step" INTEGER,
ADD COLUMN     "totp_pending_secret" TEXT,
ADD COLUMN     "totp_secret" TEXT;

-- CreateTable
CREATE TABLE "admin_recovery_code" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "admin_recovery_code_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "admin_recovery_code_code_hash_key" ON "admin_recovery_code"("code_hash");

-- CreateIndex
CREATE INDEX "admin_recovery_code_user_id_idx" ON "admin_recovery_code"("user_id");

-- AddForeignKey
ALTER TABLE "admin_recovery_code" ADD CONSTRAINT "admin_recovery_code_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "admin_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
