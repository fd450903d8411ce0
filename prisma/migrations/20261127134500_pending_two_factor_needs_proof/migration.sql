-- Two-factor set-up now begins only with proof of the person (DESIGN decision 23, ADR 035). A set-up
-- begun before, without that proof, is dropped: the member of staff starts it again.
UPDATE "admin_user" SET "totp_pending_secret" = NULL WHERE "totp_pending_secret" IS NOT NULL;
