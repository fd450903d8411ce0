import type { Page } from "@playwright/test";
import { ERROR_MESSAGES } from "../../src/shared/api/error-catalogue.ts";
import { proceduresUnder, routeTrpcAsRest } from "./trpc-as-rest.ts";

// What the stand-in staff APIs answer for the Room Inventory and Pricing tabs, so the specs that
// only pass through those tabs (tab bar, sign-in return paths) meet no unanswered call. Their own
// behaviour is tested against the real server (admin-inventory-pricing.spec.ts).

/** GET /api/admin/inventory with nothing synced yet. */
export const EMPTY_INVENTORY = { connectionError: null, lastSync: null, items: [] };

/** Answers the Pricing tab's reads (rooms.admin.prices.*, as /api/prices/admin/*) while `signedIn()`, else 401 as the server does. */
export async function standInPriceCalls(page: Page, signedIn: () => boolean): Promise<void> {
  await routeTrpcAsRest(page, proceduresUnder("/api/prices/admin"), async (route) => {
    const path = new URL(route.request().url()).pathname;
    const data = path.endsWith("/summary") ? { best_price_count: 0, total_price_entries: 0 } : path.endsWith("/all") ? { entries: [], truncated: false } : undefined;
    const [status, body] = !signedIn() ? [401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED }] : data ? [200, { success: true, data }] : [404, { success: false, error: ERROR_MESSAGES.NOT_FOUND }];
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  });
}
