import type { Config } from "../../config.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import { keptSecret } from "../core/kept-secret.ts";
import { SecretBox } from "../core/secret-box.ts";

// Two-factor secrets are sealed at rest (ADR 030): a copy of the database alone cannot
// make a member of staff's codes. The key lives outside it (TOTP_SECRET_KEY or DATA_DIR/secrets).

export type TotpSecretConfig = Pick<Config, "DATA_DIR" | "TOTP_SECRET_KEY" | "TOTP_SECRET_PREVIOUS_KEYS">;

const boxes = new Map<string, SecretBox>();

export function totpSecretBox(config: TotpSecretConfig): SecretBox {
  const keys = [keptSecret(config.DATA_DIR, "totp-secret.key", config.TOTP_SECRET_KEY), ...config.TOTP_SECRET_PREVIOUS_KEYS.split(",").map((key) => key.trim())];
  const cacheKey = keys.join("\n");
  let box = boxes.get(cacheKey);
  if (!box) {
    box = new SecretBox(keys);
    boxes.set(cacheKey, box);
  }
  return box;
}

/**
 * At start: every secret stored before sealing began, or sealed under an earlier key, is sealed
 * again under the current one. Answers how many accounts changed.
 */
export async function resealTotpSecrets(prisma: PrismaClient, config: TotpSecretConfig): Promise<number> {
  const box = totpSecretBox(config);
  const accounts = await prisma.adminUser.findMany({
    where: { OR: [{ totpSecret: { not: null } }, { totpPendingSecret: { not: null } }] },
    select: { id: true, totpSecret: true, totpPendingSecret: true },
  });
  let changed = 0;
  for (const account of accounts) {
    const reseal = (stored: string | null) => (stored !== null && box.needsResealing(stored) ? box.seal(box.open(stored)) : undefined);
    const totpSecret = reseal(account.totpSecret);
    const totpPendingSecret = reseal(account.totpPendingSecret);
    if (totpSecret === undefined && totpPendingSecret === undefined) continue;
    // Only if unchanged meanwhile: an enrolment at this moment keeps its own value.
    const updated = await prisma.adminUser.updateMany({
      where: { id: account.id, totpSecret: account.totpSecret, totpPendingSecret: account.totpPendingSecret },
      data: { ...(totpSecret !== undefined ? { totpSecret } : {}), ...(totpPendingSecret !== undefined ? { totpPendingSecret } : {}) },
    });
    changed += updated.count;
  }
  return changed;
}
