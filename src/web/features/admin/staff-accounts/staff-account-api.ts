import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../../../../server/trpc/app-router.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The account, session and staff calls of the staff router (ADR 013), typed from AppRouter (ADR
// 085). The cache filters live here so every screen that changes something refreshes the same lists.

type StaffInputs = inferRouterInputs<AppRouter>["staff"];

/** Every cached list of sessions (one's own, everyone's), and the staff list. */
export const staffListFilters = {
  sessions: () => staffTrpc.staff.sessions.pathFilter(),
  staff: () => staffTrpc.staff.staff.pathFilter(),
};

/** Proof of the person for an account change (ADR 035): the current password, and a current code with two-factor sign-in on. */
export type AccountProof = StaffInputs["disableTwoFactor"];

/** A new password for oneself; the server starts a new session for this browser and ends the others. */
export async function changePassword(input: StaffInputs["changePassword"]): Promise<StaffUser> {
  return (await staffTrpcClient.staff.changePassword.mutate(input)).user;
}

export function beginTwoFactor(proof: AccountProof) {
  return staffTrpcClient.staff.beginTwoFactor.mutate(proof);
}

/** Switches two-factor sign-in on (or to the new phone); the answer's recovery codes are shown once. */
export async function confirmTwoFactor(input: StaffInputs["confirmTwoFactor"]): Promise<string[]> {
  return (await staffTrpcClient.staff.confirmTwoFactor.mutate(input)).recoveryCodes;
}

export async function disableTwoFactor(proof: AccountProof): Promise<void> {
  await staffTrpcClient.staff.disableTwoFactor.mutate(proof);
}

/** One's own sessions, or (owners) everyone's. */
export function sessionsQuery(everyone: boolean) {
  return staffTrpc.staff.sessions.queryOptions(everyone ? { everyone: true } : {}, { select: (answer) => answer.sessions });
}

export async function endSession(sessionId: string): Promise<void> {
  await staffTrpcClient.staff.endSession.mutate({ sessionId });
}

export function staffQuery() {
  return staffTrpc.staff.staff.queryOptions(undefined, { select: (answer) => answer.staff });
}

// An owner's changes to other accounts carry the owner's own proof (ADR 035).

export async function createStaffMember(input: StaffInputs["createStaff"]): Promise<void> {
  await staffTrpcClient.staff.createStaff.mutate(input);
}

export async function resetStaffPassword(staffId: string, temporaryPassword: string, proof: AccountProof): Promise<void> {
  await staffTrpcClient.staff.resetPassword.mutate({ staffId, temporaryPassword, ...proof });
}

/** Another member's two-factor sign-in off (a lost phone); they are signed out everywhere. */
export async function resetStaffTwoFactor(staffId: string, proof: AccountProof): Promise<void> {
  await staffTrpcClient.staff.resetTwoFactor.mutate({ staffId, ...proof });
}

export async function setStaffDisabled(staffId: string, disabled: boolean, proof: AccountProof): Promise<void> {
  if (disabled) await staffTrpcClient.staff.disableStaff.mutate({ staffId, ...proof });
  else await staffTrpcClient.staff.enableStaff.mutate({ staffId, ...proof });
}
