-- CreateTable
CREATE TABLE "content_document" (
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "published" JSONB NOT NULL,
    "published_version" INTEGER NOT NULL,
    "draft" JSONB,
    "draft_saved_at" TIMESTAMPTZ(3),
    "draft_saved_by_id" UUID,
    "draft_saved_by_email" TEXT,

    CONSTRAINT "content_document_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "content_version" (
    "id" BIGSERIAL NOT NULL,
    "document_key" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "published_by_id" UUID,
    "published_by_email" TEXT,
    "restored_from" INTEGER,

    CONSTRAINT "content_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "content_version_document_key_version_key" ON "content_version"("document_key", "version");

-- AddForeignKey
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_document_key_fkey" FOREIGN KEY ("document_key") REFERENCES "content_document"("key") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Every published version is kept as it was (ADR 098): the app only ever adds rows.
CREATE FUNCTION "content_version_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_version keeps every published version: rows cannot be changed or deleted';
END;
$$;

CREATE TRIGGER "content_version_append_only"
  BEFORE UPDATE OR DELETE ON "content_version"
  FOR EACH ROW EXECUTE FUNCTION "content_version_append_only"();
