import type { PriceEntryInputData, PriceEntryKey } from "../../../../shared/rooms/price-admin.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Pricing tab's calls (`rooms.admin.prices.*`), typed from AppRouter (ADR 085).

/** Every pricing query (the list and the summary), so a change refreshes both. */
export function pricingFilter() {
  return staffTrpc.rooms.admin.prices.pathFilter();
}

export interface PriceFilter {
  roomType: string;
  startDate: string;
  endDate: string;
}

/** The entries the filter matches; an empty field does not narrow the list. */
export function priceEntriesQuery(filter: PriceFilter) {
  const input = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
  return staffTrpc.rooms.admin.prices.list.queryOptions(input);
}

export function priceSummaryQuery() {
  return staffTrpc.rooms.admin.prices.summary.queryOptions();
}

/** Add (`prices.update`) or edit (`prices.edit`) one night's prices. */
export function savePriceEntry(mode: "add" | "edit", input: PriceEntryInputData) {
  return mode === "add" ? staffTrpcClient.rooms.admin.prices.update.mutate(input) : staffTrpcClient.rooms.admin.prices.edit.mutate(input);
}

export function deletePriceEntry(key: PriceEntryKey) {
  return staffTrpcClient.rooms.admin.prices.remove.mutate(key);
}
