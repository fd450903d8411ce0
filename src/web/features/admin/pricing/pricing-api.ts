import { z } from "zod";
import {
  priceEntrySchema,
  priceListSchema,
  priceSummarySchema,
  type PriceEntry,
  type PriceEntryInputData,
  type PriceEntryKey,
  type PriceList,
  type PriceSummary,
} from "../../../../shared/rooms/price-admin.ts";
import { adminFetch } from "../shell/admin-fetch.ts";

/** Every pricing query lives under this key, so a change refreshes the list and the summary. */
export const PRICING_QUERY_KEY = ["admin", "pricing"] as const;

export interface PriceFilter {
  roomType: string;
  startDate: string;
  endDate: string;
}

export function fetchPriceEntries(filter: PriceFilter, signal: AbortSignal): Promise<PriceList> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ""));
  return adminFetch(`/api/prices/admin/all${query.size ? `?${query.toString()}` : ""}`, priceListSchema, { signal });
}

export function fetchPriceSummary(signal: AbortSignal): Promise<PriceSummary> {
  return adminFetch("/api/prices/admin/summary", priceSummarySchema, { signal });
}

/** Add (POST /api/prices/update) or edit (PUT /api/prices/admin/edit) one night's prices. */
export function savePriceEntry(mode: "add" | "edit", body: PriceEntryInputData): Promise<PriceEntry> {
  return mode === "add"
    ? adminFetch("/api/prices/update", priceEntrySchema, { method: "POST", body })
    : adminFetch("/api/prices/admin/edit", priceEntrySchema, { method: "PUT", body });
}

export function deletePriceEntry(key: PriceEntryKey): Promise<unknown> {
  const query = new URLSearchParams(key);
  return adminFetch(`/api/prices/admin/delete?${query.toString()}`, z.unknown(), { method: "DELETE" });
}
