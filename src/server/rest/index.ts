import type { FastifyInstance } from "fastify";
import { registerAddonAdminRoutes } from "./addons/admin.ts";
import { registerAddonRoutes } from "./addons/addons.ts";
import { registerAdminEventRoutes } from "./staff-notices/events-stream.ts";
import { registerAvailabilityRoutes } from "./rooms/availability.ts";
import { registerBookingRoutes } from "./rooms/bookings.ts";
import { registerRoomBookingAdminRoutes } from "./rooms/booking-admin.ts";
import { registerEnquiryRoutes } from "./enquiries/enquiries.ts";
import { registerEventRoutes } from "./events/events.ts";
import { registerHealthRoutes } from "./health/health.ts";
import { registerEnquiryAdminRoutes } from "./enquiries/admin.ts";
import { registerInventoryRoutes } from "./rooms/inventory.ts";
import { registerLittleHotelierRoutes } from "./rooms/little-hotelier.ts";
import { registerMonitoringRoutes } from "./monitoring/monitoring.ts";
import { registerNewsletterRoutes } from "./newsletter/newsletter.ts";
import { registerPrivacyRoutes } from "./privacy/privacy.ts";
import { registerPriceRoutes } from "./rooms/prices.ts";
import { registerRoomRoutes } from "./rooms/catalogue.ts";
import { registerStripeWebhookRoute } from "./addons/stripe-webhook.ts";
import { registerStaffRoutes } from "./staff/staff.ts";
import { registerReferenceRoutes } from "./reference/reference.ts";

/** Every documented /api path. Each domain adds its register function here. */
export function registerRestRoutes(app: FastifyInstance, options: { noticePollMs?: number } = {}): void {
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
  registerRoomBookingAdminRoutes(app);
  registerAddonRoutes(app);
  registerAddonAdminRoutes(app);
  registerStripeWebhookRoute(app);
  registerLittleHotelierRoutes(app);
  registerEventRoutes(app);
  registerInventoryRoutes(app);
  registerEnquiryAdminRoutes(app);
  registerAdminEventRoutes(app, options.noticePollMs);
  registerReferenceRoutes(app);
}
