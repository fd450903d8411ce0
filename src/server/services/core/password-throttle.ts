import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "../../errors.ts";
import { addressBucket } from "./address-bucket.ts";
import type { RateLimiter, RateLimitTier } from "./rate-limiter.ts";

// Every check of a staff password, at sign-in or when an account change asks for it again, goes
// through here (ADR 035; ASVS 5.0 V6.3, the Copenhagen Book):
// - the attempt is counted against the address (its /64 for IPv6) BEFORE the password is checked,
//   and forgiven when it succeeds, so requests sent in parallel or in one batch cannot all pass a
//   check that was read before any of them failed;
// - one account is checked one attempt at a time, and its failures slow each next attempt (1 s at
//   the threshold, doubling to 8 s), so many addresses together go no faster than one;
// - nothing refuses an account outright: an attacker can slow a member of staff, never lock them
//   out beyond the address window.

export interface PasswordThrottle {
  limiter: RateLimiter;
  /** Unforgiven attempts from one address (its /64): refused beyond `max`. */
  byAddress: RateLimitTier;
  /** Failures for one account: each attempt beyond `max` waits longer, up to SLOWEST_TRY_MS, but is never refused. */
  byAccount: RateLimitTier;
}

const SLOWEST_TRY_MS = 8_000;

/** 1 s at the limit, doubling per further failure, at most 8 s. */
function slowdownFor(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(1000 * 2 ** (failures - threshold), SLOWEST_TRY_MS);
}

/** The attempt under way for each account on this instance: the next one waits for it. */
const checksInFlight = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(account: string, work: () => Promise<T>): Promise<T> {
  const before = checksInFlight.get(account) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  checksInFlight.set(account, mine);
  try {
    return await mine;
  } finally {
    if (checksInFlight.get(account) === mine) checksInFlight.delete(account);
  }
}

export interface ThrottledAttempt {
  /** The attempt was right: its count against the address is taken back. */
  succeeded(): Promise<void>;
  /** The attempt was wrong: the account's failures grow (the address keeps the attempt). */
  failed(): Promise<void>;
}

/**
 * Runs one password attempt for `account` from `address` under the throttle: 429 at once when the
 * address has no attempts left (nothing is checked), else `attempt` runs alone for its account,
 * after the account's slowdown, and reports how it went through the handle it is given.
 */
export async function throttledPasswordAttempt<T>(
  throttle: PasswordThrottle,
  { account, address }: { account: string; address: string },
  attempt: (outcome: ThrottledAttempt) => Promise<T>,
): Promise<T> {
  const bucket = addressBucket(address);
  const accountKey = account.toLowerCase();
  await throttle.limiter.consume(throttle.byAddress, bucket);
  return oneAtATime(accountKey, async () => {
    const { count: failures } = await throttle.limiter.countOf(throttle.byAccount, accountKey);
    const wait = slowdownFor(failures, throttle.byAccount.max);
    if (wait > 0) await sleep(wait);
    return attempt({
      succeeded: () => throttle.limiter.forgive(throttle.byAddress, bucket),
      failed: async () => {
        await throttle.limiter.record(throttle.byAccount, accountKey);
      },
    });
  });
}

/** A second thing to check once the password is right (a two-factor code), and its refusal. */
export interface AlsoRequired {
  matches: () => Promise<boolean>;
  refusal: { message: string; field: string };
}

/**
 * An account change asks for the member of staff's password again (ADR 035): checked
 * under the same throttle as sign-in, refused with `refusal` under the form's `field` when wrong.
 * `alsoRequired` (a two-factor code) is checked only after a right password, in the same attempt:
 * when it is wrong the attempt is not forgiven, so its guesses count as password guesses do.
 */
export async function confirmCurrentPassword(
  { throttle, actor, ipAddress, passwordMatchesFor }: { throttle: PasswordThrottle; actor: { email: string }; ipAddress: string; passwordMatchesFor: (password: string) => Promise<boolean> },
  password: string,
  refusal: { message: string; field: string },
  alsoRequired?: AlsoRequired,
): Promise<void> {
  await throttledPasswordAttempt(throttle, { account: actor.email, address: ipAddress }, async (outcome) => {
    const wrong = !(await passwordMatchesFor(password)) ? refusal : alsoRequired && !(await alsoRequired.matches()) ? alsoRequired.refusal : null;
    if (!wrong) return outcome.succeeded();
    await outcome.failed();
    throw new AppError("BAD_REQUEST", wrong.message, { fieldErrors: { [wrong.field]: wrong.message } });
  });
}
