import { AppError } from "../../errors.ts";
import { confirmCurrentPassword } from "../core/password-throttle.ts";
import { passwordMatches } from "./passwords.ts";
import { totpSecretBox } from "./totp-secrets.ts";
import { acceptSecondFactor } from "./two-factor-codes.ts";
import { CURRENT_PASSWORD_WRONG, TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from "../../../shared/staff/staff-account-messages.ts";
import type { ServiceContext, StaffActor } from "../core/service-context.ts";

// Proof of the person, not just a session (ADR 035): a new password, two-factor set up, changed or
// switched off, and an owner's changes to other accounts (a new account, a reset, disabling or
// enabling) each ask for the acting member's current password and, when two-factor sign-in is on,
// a current code (or an unused recovery code, as at sign-in), so a stolen session alone cannot make
// itself permanent. The password goes through the sign-in throttle, and so does the code.

export interface AccountProof {
  currentPassword: string;
  /** Required when two-factor sign-in is on; used up, as at sign-in. */
  currentCode?: string | undefined;
}

/** Refuses (400, under the form's field, changing nothing) unless `proof` is the acting member of staff's own. */
export async function confirmAccountProof({ prisma, now, actor, ipAddress, throttle, config }: ServiceContext<StaffActor>, proof: AccountProof): Promise<void> {
  const account = await prisma.adminUser.findUniqueOrThrow({
    where: { id: actor.id },
    select: { id: true, email: true, passwordHash: true, totpSecret: true, totpLastStep: true },
  });
  const { totpSecret } = account;
  const code = proof.currentCode?.trim() ?? "";
  // Asked before the password is checked: nothing is counted, nothing learnt.
  if (totpSecret && !code) throw new AppError("BAD_REQUEST", TWO_FACTOR_CODE_NEEDED, { fieldErrors: { currentCode: TWO_FACTOR_CODE_NEEDED } });
  await confirmCurrentPassword(
    { throttle, actor, ipAddress, passwordMatchesFor: (password) => passwordMatches(account.passwordHash, password) },
    proof.currentPassword,
    { message: CURRENT_PASSWORD_WRONG, field: "currentPassword" },
    totpSecret
      ? {
          matches: async () => (await acceptSecondFactor(prisma, { ...account, totpSecret }, code, now(), totpSecretBox(config))) !== null,
          refusal: { message: TWO_FACTOR_CODE_WRONG, field: "currentCode" },
        }
      : undefined,
  );
}
