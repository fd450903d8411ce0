import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes as base64url (43 characters): a link token nobody can guess. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this is stored for confirmation tokens, so a copy of the database confirms nothing. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function confirmationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/confirm?token=${token}`;
}

export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe-one-click?token=${token}`;
}
