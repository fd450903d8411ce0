import type { FastifyInstance } from "fastify";
import { registerAddonAdminRoutes } from "./addons/admin.ts";
import { registerAddonRoutes } from "./addons/addons.ts";
import { registerAdminEventRoutes } from "./staff-notices/events-stream.ts";
import { registerAvailabilityRoutes } from "./rooms/availability.ts";
import { registerBookingRoutes } from "./rooms/bookings.ts";
import { registerRoomAdminRoutes } from "./rooms/admin.ts";
import { registerEnquiryRoutes } from "./enquiries/enquiries.ts";
import { registerEventRoutes } from "./events/events.ts";
import { registerHealthRoutes } from "./health/health.ts";
import { registerEnquiryAdminRoutes } from "./enquiries/admin.ts";
import { registerMonitoringRoutes } from "./monitoring/monitoring.ts";
import { registerNewsletterRoutes } from "./newsletter/newsletter.ts";
import { registerPrivacyAdminRoutes } from "./privacy/admin.ts";
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
  registerPrivacyAdminRoutes(app);
  registerRoomRoutes(app);
  registerPriceRoutes(app);
  registerAvailabilityRoutes(app);
  registerBookingRoutes(app);
  registerRoomAdminRoutes(app);
  registerAddonRoutes(app);
  registerAddonAdminRoutes(app);
  registerStripeWebhookRoute(app);
  registerEventRoutes(app);
  registerEnquiryAdminRoutes(app);
  registerAdminEventRoutes(app, options.noticePollMs);
  registerReferenceRoutes(app);
}
