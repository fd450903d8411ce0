// The accounts the real-server staff tests sign in with: one owner and one receptionist per browser
// project, so the projects never share a session, a two-factor secret or a sign-in throttle.

export const STAFF_PASSWORD = "front desk lamp 1877 carlisle";

export function ownerEmail(project: string): string {
  return `owner-${project}@example.com`;
}

export function receptionEmail(project: string): string {
  return `reception-${project}@example.com`;
}

/** A second receptionist, for tests that must not lose their session to one that ends the first one's. */
export function frontDeskEmail(project: string): string {
  return `front-desk-${project}@example.com`;
}

/** A receptionist of the inventory and pricing spec's own: no other spec ends its sessions. */
export function inventoryEmail(project: string): string {
  return `inventory-${project}@example.com`;
}

/** An owner of the pricing spec's own, two-factor on with a known secret: only owners change prices (ADR 036). */
export function pricingOwnerEmail(project: string): string {
  return `owner-pricing-${project}@example.com`;
}

/** Base32, known to the test so it can make the pricing owner's sign-in codes. */
export const PRICING_OWNER_TOTP_SECRET = "KRUGKIDROVUWG2ZAMJZG653OEBTG66BA";

export const STAFF_ACCOUNTS = (["desktop", "phone"] as const).flatMap((project) => [
  { email: ownerEmail(project), name: `Olive Owner (${project})`, role: "owner" as const },
  { email: receptionEmail(project), name: `Rhys Reception (${project})`, role: "reception" as const },
  { email: frontDeskEmail(project), name: `Fern Front-Desk (${project})`, role: "reception" as const },
  { email: inventoryEmail(project), name: `Ivy Inventory (${project})`, role: "reception" as const },
  { email: pricingOwnerEmail(project), name: `Penny Pricing (${project})`, role: "owner" as const, totpSecret: PRICING_OWNER_TOTP_SECRET },
]);
