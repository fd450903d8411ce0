import type { FastifyInstance } from "fastify";
import { registerAddonAdminRoutes } from "./addon-admin.ts";
import { registerAddonRoutes } from "./addons.ts";
import { registerAdminEventRoutes } from "./admin-events.ts";
import { registerAvailabilityRoutes } from "./availability.ts";
import { registerBookingRoutes } from "./bookings.ts";
import { registerEnquiryRoutes } from "./enquiries.ts";
import { registerEventRoutes } from "./events.ts";
import { registerHealthRoutes } from "./health.ts";
import { registerInquiryAdminRoutes } from "./inquiry-admin.ts";
import { registerInventoryRoutes } from "./inventory.ts";
import { registerLittleHotelierRoutes } from "./little-hotelier.ts";
import { registerMonitoringRoutes } from "./monitoring.ts";
import { registerNewsletterRoutes } from "./newsletter.ts";
import { registerPrivacyRoutes } from "./privacy.ts";
import { registerPriceRoutes } from "./prices.ts";
import { registerRoomRoutes } from "./rooms.ts";
import { registerStripeWebhookRoute } from "./stripe-webhook.ts";
import { registerStaffRoutes } from "./staff.ts";

/** Every documented /api path. Each domain adds its register function here. */
export function registerRestRoutes(app: FastifyInstance): void {
  app.decorate("restRoutes", []);
  registerStaffRoutes(app);
  registerHealthRoutes(app);
  registerMonitoringRoutes(app);
  registerEnquiryRoutes(app);
  registerNewsletterRoutes(app);
  registerPrivacyRoutes(app);
  registerRoomRoutes(app);
  registerPriceRoutes(app);
  registerAvailabilityRoutes(app);
  registerBookingRoutes(app);
  registerAddonRoutes(app);
  registerAddonAdminRoutes(app);
  registerStripeWebhookRoute(app);
  registerLittleHotelierRoutes(app);
  registerEventRoutes(app);
  registerInventoryRoutes(app);
  registerInquiryAdminRoutes(app);
  registerAdminEventRoutes(app);
}
