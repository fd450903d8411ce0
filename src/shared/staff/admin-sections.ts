import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from "./staff-area-path.ts";
import type { StaffRole } from "./staff-user.ts";

// The staff area's tabs and addresses (ADR 027, ADR 013).
// Shared so the build writes an HTML file for each address and the server serves it.

export { ADMIN_HOME_PATH } from "./staff-area-path.ts";

export interface AdminSection {
  /** Also the last part of its address: /admin/{id}. */
  id: string;
  label: string;
  /** Owners only (ADR 013): the others never see the tab. */
  ownerOnly: boolean;
}

export const ADMIN_SECTIONS = [
  { id: "dashboard", label: "Dashboard", ownerOnly: false },
  // Reception's one-step verification of a pet add-on at arrival (ADR 062).
  { id: "check-in", label: "Check-in", ownerOnly: false },
  { id: "inventory", label: "Room Inventory", ownerOnly: false },
  { id: "bookings", label: "Bookings", ownerOnly: false },
  { id: "pet-accommodation", label: "Pet Accommodation", ownerOnly: false },
  { id: "inquiries", label: "Inquiries", ownerOnly: false },
  // The venue calendar of events made from event enquiries (ADR 100).
  { id: "events", label: "Events", ownerOnly: false },
  { id: "pricing", label: "Pricing", ownerOnly: false },
  { id: "privacy-requests", label: "Privacy requests", ownerOnly: false },
  { id: "staff", label: "Staff", ownerOnly: true },
  { id: "audit", label: "Audit", ownerOnly: true },
] as const satisfies readonly AdminSection[];

export type KnownAdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionId = KnownAdminSection["id"];

export const DEFAULT_ADMIN_SECTION: AdminSectionId = "dashboard";

export function adminSectionPath(id: AdminSectionId): string {
  return `${ADMIN_HOME_PATH}/${id}`;
}

export function findAdminSection(id: string | undefined): KnownAdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.id === id);
}

export function mayOpenSection(section: AdminSection, role: StaffRole): boolean {
  return !section.ownerOnly || role === "owner";
}

/** The signed-in member of staff's own page (password, two-factor, sessions): for everyone, not a tab. */
export const ADMIN_ACCOUNT_PATH = `${ADMIN_HOME_PATH}/account`;

/** Every address of the staff area: one client-rendered HTML shell, never indexed, never in the sitemap. */
export const ADMIN_PATHS: readonly string[] = [ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, ...ADMIN_SECTIONS.map((section) => adminSectionPath(section.id)), ADMIN_ACCOUNT_PATH];
