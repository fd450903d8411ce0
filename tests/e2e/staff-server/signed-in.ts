// Signed-in staff for the real-server specs whose subject is not signing in: each worker signs an
// account in once, through the server's own POST /api/admin/login (a request from no page: no
// Origin and no Sec-Fetch-Site, which the CSRF guard lets through like any non-browser client),
// and every test that asks for it starts from that session's cookie as its storage state. The
// session is checked before each reuse, so one ended meanwhile (idle expiry, a test that ends
// other sessions) is replaced by a fresh sign-in.
import type { APIRequestContext, BrowserContextOptions } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { test as base } from "../fixtures.ts";
import { STAFF_PASSWORD } from "./staff-accounts.ts";

export interface StaffAccount {
  /** The origin of the server the account lives on (its session cookie is good there only). */
  origin: string;
  email: string;
  /** An owner's two-factor secret (Base32), to make sign-in codes with. */
  totpSecret?: string;
}

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
type NewRequestContext = (options: { baseURL: string }) => Promise<APIRequestContext>;

/** The sign-in codes to try, in order: this 30 s step's, then the next one's (the server allows one step of drift). */
function signInCodes(secret: string): string[] {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const now = Date.now();
  // A code is good once: when an earlier worker signed this owner in during this step, the next
  // step's code is the one the server still takes.
  return [totp.generate({ timestamp: now }), totp.generate({ timestamp: now + totp.period * 1000 })];
}

/** One worker's signed-in sessions: a request context per server and account, holding its cookie. */
class StaffSessions {
  private readonly signedIn = new Map<string, APIRequestContext>();

  constructor(private readonly newRequestContext: NewRequestContext) {}

  /** A request context signed in as `account` (the caller must not dispose of it). */
  async api(account: StaffAccount): Promise<APIRequestContext> {
    const key = `${account.origin} ${account.email}`;
    const kept = this.signedIn.get(key);
    if (kept) {
      if ((await kept.get("/api/admin/session")).ok()) return kept;
      this.signedIn.delete(key);
      await kept.dispose();
    }
    const fresh = await this.signIn(account);
    this.signedIn.set(key, fresh);
    return fresh;
  }

  /** The storage state of a browser signed in as `account`: its session cookie. */
  async stateOf(account: StaffAccount): Promise<StorageState> {
    return (await this.api(account)).storageState();
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.signedIn.values()].map((api) => api.dispose()));
    this.signedIn.clear();
  }

  private async signIn(account: StaffAccount): Promise<APIRequestContext> {
    const api = await this.newRequestContext({ baseURL: account.origin });
    const refusals: string[] = [];
    for (const totpCode of account.totpSecret ? signInCodes(account.totpSecret) : [undefined]) {
      const response = await api.post("/api/admin/login", { data: { email: account.email, password: STAFF_PASSWORD, ...(totpCode ? { totpCode } : {}) } });
      if (response.ok()) return api;
      refusals.push(`${response.status()} ${await response.text()}`);
    }
    await api.dispose();
    throw new Error(`${account.email} could not sign in at ${account.origin}: ${refusals.join("; ")}`);
  }
}

/** An account of each browser project (each has its own: staff-accounts.ts), on a server that may be the project's own too. */
interface ProjectStaffAccount {
  origin: string | ((project: string) => string);
  email: (project: string) => string;
  totpSecret?: string;
}

interface SignedInOptions {
  /** Who the test's browser context starts signed in as; null (the default) starts signed out. */
  signedInAs: ProjectStaffAccount | null;
}

function accountOf({ origin, email, totpSecret }: ProjectStaffAccount, project: string): StaffAccount {
  return { origin: typeof origin === "string" ? origin : origin(project), email: email(project), ...(totpSecret ? { totpSecret } : {}) };
}

interface WorkerFixtures {
  /** The worker's signed-in sessions, made on first use and kept for its later tests. */
  staffSessions: StaffSessions;
}

/** The suite's test (fixtures.ts) with `signedInAs` and the worker's `staffSessions`. */
export const test = base.extend<SignedInOptions, WorkerFixtures>({
  signedInAs: [null, { option: true }],
  staffSessions: [
    async ({ playwright }, use) => {
      const sessions = new StaffSessions((options) => playwright.request.newContext(options));
      await use(sessions);
      await sessions.dispose();
    },
    { scope: "worker" },
  ],
  storageState: async ({ signedInAs, staffSessions, storageState }, use, testInfo) => {
    await use(signedInAs ? await staffSessions.stateOf(accountOf(signedInAs, testInfo.project.name)) : storageState);
  },
});
