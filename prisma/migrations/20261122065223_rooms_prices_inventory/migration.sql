-- CreateEnum
CREATE TYPE "room_type" AS ENUM ('single', 'double', 'twin', 'standard_family', 'deluxe_family');

-- CreateEnum
CREATE TYPE "inventory_sync_trigger" AS ENUM ('schedule', 'manual');

-- CreateEnum
CREATE TYPE "inventory_sync_status" AS ENUM ('running', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "event_venue_type" AS ENUM ('wedding', 'conference', 'party');

-- CreateTable
CREATE TABLE "room_price" (
    "id" UUID NOT NULL,
    "room_type" "room_type" NOT NULL,
    "date" DATE NOT NULL,
    "our_price_pence" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_price_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "competitor_price" (
    "id" UUID NOT NULL,
    "room_price_id" UUID NOT NULL,
    "competitor" TEXT NOT NULL,
    "price_pence" INTEGER NOT NULL,

    CONSTRAINT "competitor_price_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_record" (
    "id" UUID NOT NULL,
    "room_type" "room_type" NOT NULL,
    "date" DATE NOT NULL,
    "total_rooms" INTEGER NOT NULL,
    "total_inventory" INTEGER NOT NULL,
    "available_rooms" INTEGER,
    "lh_rate_pence" INTEGER,
    "stop_sell" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "synced_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inventory_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_sync" (
    "id" UUID NOT NULL,
    "trigger" "inventory_sync_trigger" NOT NULL,
    "room_type" "room_type",
    "status" "inventory_sync_status" NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "records_stored" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "inventory_sync_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_venue" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "event_venue_type" NOT NULL,
    "description" TEXT NOT NULL,
    "capacity_min" INTEGER NOT NULL,
    "capacity_max" INTEGER NOT NULL,
    "duration" TEXT NOT NULL,
    "price_from_pence" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "price_per" TEXT NOT NULL,
    "includes" TEXT[],
    "images" TEXT[],
    "features" TEXT[],
    "setup_options" TEXT[],
    "sort_order" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_venue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_package" (
    "id" TEXT NOT NULL,
    "venue_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "price_pence" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "includes" TEXT[],
    "popular" BOOLEAN NOT NULL DEFAULT false,
    "sort_order" INTEGER NOT NULL,

    CONSTRAINT "event_package_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "room_price_room_type_date_key" ON "room_price"("room_type", "date");

-- CreateIndex
CREATE UNIQUE INDEX "competitor_price_room_price_id_competitor_key" ON "competitor_price"("room_price_id", "competitor");

-- CreateIndex
CREATE INDEX "inventory_record_date_idx" ON "inventory_record"("date");

-- CreateIndex
CREATE UNIQUE INDEX "inventory_record_room_type_date_key" ON "inventory_record"("room_type", "date");

-- CreateIndex
CREATE INDEX "inventory_sync_status_finished_at_idx" ON "inventory_sync"("status", "finished_at");

-- CreateIndex
CREATE INDEX "inventory_sync_started_at_idx" ON "inventory_sync"("started_at");

-- CreateIndex
CREATE UNIQUE INDEX "event_venue_slug_key" ON "event_venue"("slug");

-- CreateIndex
CREATE INDEX "event_package_venue_id_idx" ON "event_package"("venue_id");

-- AddForeignKey
ALTER TABLE "competitor_price" ADD CONSTRAINT "competitor_price_room_price_id_fkey" FOREIGN KEY ("room_price_id") REFERENCES "room_price"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_package" ADD CONSTRAINT "event_package_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "event_venue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
