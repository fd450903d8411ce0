-- CreateTable
CREATE TABLE "scheduled_job_run" (
    "name" TEXT NOT NULL,
    "last_started_at" TIMESTAMPTZ(3) NOT NULL,
    "last_finished_at" TIMESTAMPTZ(3),
    "last_result" JSONB,

    CONSTRAINT "scheduled_job_run_pkey" PRIMARY KEY ("name")
);
