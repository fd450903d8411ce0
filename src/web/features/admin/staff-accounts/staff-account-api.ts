import {
  auditEventListSchema,
  recoveryCodesSchema,
  sessionEndedSchema,
  disabledAnswerSchema,
  staffEnabledSchema,
  staffListSchema,
  staffResetSchema,
  staffSessionListSchema,
  twoFactorSetupSchema,
  type AuditEvent,
  type StaffMember,
  type StaffSessionView,
  type TwoFactorSetup,
} from "../../../../shared/staff/staff-answers.ts";
import { staffSessionSchema, type StaffRole, type StaffUser } from "../../../../shared/staff/staff-user.ts";
import { adminFetch } from "../shell/admin-fetch.ts";

// The account, session, staff and audit calls of the staff API (ADR 013). Query keys live here so
// every screen that changes something refreshes the same lists.

export const STAFF_QUERY_KEYS = {
  sessions: (everyone: boolean) => ["admin", "sessions", everyone ? "everyone" : "own"] as const,
  allSessions: ["admin", "sessions"] as const,
  staff: ["admin", "staff"] as const,
  audit: (action: string, actorId: string) => ["admin", "audit", action, actorId] as const,
  allAudit: ["admin", "audit"] as const,
};

/** Proof of the person for an account change (ADR 035): the current password, and a current code with two-factor sign-in on. */
export interface AccountProof {
  currentPassword: string;
  currentCode?: string;
}

/** A new password for oneself; the server starts a new session for this browser and ends the others. */
export async function changePassword(body: AccountProof & { newPassword: string }): Promise<StaffUser> {
  return (await adminFetch("/api/admin/password", staffSessionSchema, { method: "POST", body })).user;
}

export function beginTwoFactor(proof: AccountProof): Promise<TwoFactorSetup> {
  return adminFetch("/api/admin/two-factor/setup", twoFactorSetupSchema, { method: "POST", body: proof });
}

/** Switches two-factor sign-in on (or to the new phone); the answer's recovery codes are shown once. */
export async function confirmTwoFactor(body: { code: string; currentPassword: string }): Promise<string[]> {
  return (await adminFetch("/api/admin/two-factor/confirm", recoveryCodesSchema, { method: "POST", body })).recoveryCodes;
}

export async function disableTwoFactor(proof: AccountProof): Promise<void> {
  await adminFetch("/api/admin/two-factor/disable", disabledAnswerSchema, { method: "POST", body: proof });
}

export async function fetchSessions(everyone: boolean, signal?: AbortSignal): Promise<StaffSessionView[]> {
  const path = everyone ? "/api/admin/sessions?everyone=true" : "/api/admin/sessions";
  return (await adminFetch(path, staffSessionListSchema, signal ? { signal } : {})).sessions;
}

export async function endSession(sessionId: string): Promise<void> {
  await adminFetch(`/api/admin/sessions/${encodeURIComponent(sessionId)}`, sessionEndedSchema, { method: "DELETE" });
}

export async function fetchStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await adminFetch("/api/admin/staff", staffListSchema, signal ? { signal } : {})).staff;
}

// An owner's changes to other accounts carry the owner's own proof (ADR 035).

export async function createStaffMember(body: { email: string; name: string; role: StaffRole; password: string } & AccountProof): Promise<void> {
  await adminFetch("/api/admin/staff", staffSessionSchema, { method: "POST", body });
}

function staffPath(staffId: string, action: string): string {
  return `/api/admin/staff/${encodeURIComponent(staffId)}/${action}`;
}

export async function resetStaffPassword(staffId: string, temporaryPassword: string, proof: AccountProof): Promise<void> {
  await adminFetch(staffPath(staffId, "reset-password"), staffResetSchema, { method: "POST", body: { temporaryPassword, ...proof } });
}

/** Another member's two-factor sign-in off (a lost phone); they are signed out everywhere. */
export async function resetStaffTwoFactor(staffId: string, proof: AccountProof): Promise<void> {
  await adminFetch(staffPath(staffId, "reset-two-factor"), staffResetSchema, { method: "POST", body: proof });
}

export async function setStaffDisabled(staffId: string, disabled: boolean, proof: AccountProof): Promise<void> {
  if (disabled) await adminFetch(staffPath(staffId, "disable"), disabledAnswerSchema, { method: "POST", body: proof });
  else await adminFetch(staffPath(staffId, "enable"), staffEnabledSchema, { method: "POST", body: proof });
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** "" for every action. */
  action: string;
  /** "" for everyone. */
  actorId: string;
}

export async function fetchAuditEvents(filter: AuditFilter, before: number | undefined, signal?: AbortSignal): Promise<AuditEvent[]> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (filter.action) query.set("action", filter.action);
  if (filter.actorId) query.set("actorId", filter.actorId);
  if (before !== undefined) query.set("before", String(before));
  return (await adminFetch(`/api/admin/audit?${query.toString()}`, auditEventListSchema, signal ? { signal } : {})).events;
}

/** The `before` of the next older page: the smallest id shown, or undefined when none is left. */
export function olderAuditPageParam(lastPage: readonly AuditEvent[]): number | undefined {
  if (lastPage.length < AUDIT_PAGE_SIZE) return undefined;
  return Math.min(...lastPage.map((event) => event.id));
}
