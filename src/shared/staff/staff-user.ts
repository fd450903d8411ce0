import { z } from "zod";

// The signed-in member of staff as the staff API returns them
// (ADR 013). The server builds these answers and the admin reads them with these schemas.

export const STAFF_ROLES = ["owner", "reception"] as const;
const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** How a role is written in the staff area. */
export const STAFF_ROLE_LABELS = { owner: "Owner", reception: "Reception" } as const satisfies Record<StaffRole, string>;

export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  // May be empty: accounts made before names were asked for have none (the admin shows the e-mail).
  name: z.string(),
  role: staffRoleSchema,
  /** Set by an owner's password reset: a new password must be chosen before anything else. */
  mustChangePassword: z.boolean(),
  /** When two-factor sign-in was switched on; null while it is off (owners must switch it on). */
  totpEnabledAt: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** `data` of POST /api/admin/login (200) and GET /api/admin/session (200; 401 without a session). */
export const staffSessionSchema = z.object({ user: staffUserSchema });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** `data` of POST /api/admin/logout. */
export const signedOutSchema = z.object({ signedOut: z.literal(true) });
