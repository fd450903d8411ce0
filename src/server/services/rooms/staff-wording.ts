import { LITTLE_HOTELIER_UNAVAILABLE } from "../../../shared/rooms/little-hotelier-messages.ts";
import { AppError } from "../../errors.ts";
import { LittleHotelierUnavailableError } from "../../integrations/little-hotelier.ts";

/**
 * Runs a staff call that asks Little Hotelier: when it cannot answer, staff read the admin's own
 * wording (naming the LH dashboard) instead of the guests' one.
 */
export async function inStaffWording<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LittleHotelierUnavailableError)) throw error;
    throw new AppError("SERVICE_UNAVAILABLE", LITTLE_HOTELIER_UNAVAILABLE, { cause: error, reported: true });
  }
}
