-- CreateIndex
CREATE INDEX "outbox_message_to_address_kind_created_at_idx" ON "outbox_message"("to_address", "kind", "created_at");
