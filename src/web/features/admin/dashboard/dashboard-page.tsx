import { useQuery } from "@tanstack/react-query";
import MailQuestion from "lucide-react/icons/mail-question";
import PawPrint from "lucide-react/icons/paw-print";
import PoundSterling from "lucide-react/icons/pound-sterling";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Tags from "lucide-react/icons/tags";
import { Link } from "react-router-dom";
import { formatMenuPrice } from "../../../../shared/money.ts";
import { addonBookingPath } from "../../../../shared/addons/addon-booking-admin.ts";
import { enquiryOpenPath } from "../../../../shared/enquiries/enquiry-admin.ts";
import { adminSectionPath } from "../../../../shared/staff/admin-sections.ts";
import { type ArrivingPetAddon, DASHBOARD_LOAD_FAILED, type DashboardData } from "../../../../shared/staff/dashboard.ts";
import type { StaffRole, StaffUser } from "../../../../shared/staff/staff-user.ts";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { useKeepArrivalsForDesk } from "../desk/desk-link.ts";
import { NotCurrentTag } from "../shell/server-away-notice.tsx";
import { failedOnItsOwn } from "../shell/server-connection.ts";
import { staffCallFailure } from "../shell/staff-call-error.ts";
import { useServerAway } from "../shell/use-server-watch.ts";
import { dashboardQuery } from "./dashboard-api.ts";
import { FigureCard } from "../ui/figure-card.tsx";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { timeWaited } from "../ui/time-waited.ts";

const ICON = "size-4 text-brand";

function Figures({ data }: { data: DashboardData }) {
  const { bookings, inquiries, pricing } = data;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <FigureCard icon={<PawPrint aria-hidden="true" className={ICON} />} label="Pet add-on bookings" value={String(bookings.total_bookings)} detail={`${bookings.today_bookings} paid today`} />
      {bookings.total_revenue === null ? null : (
        <FigureCard icon={<PoundSterling aria-hidden="true" className={ICON} />} label="Add-on revenue" value={formatMenuPrice(bookings.total_revenue)} detail={`Paid and kept, all time; ${formatMenuPrice(bookings.refunded ?? 0)} refunded`} />
      )}
      <FigureCard icon={<MailQuestion aria-hidden="true" className={ICON} />} label="Inquiries" value={String(inquiries.total_inquiries)} detail={`${inquiries.today_inquiries} today`} />
      <FigureCard
        icon={<Tags aria-hidden="true" className={ICON} />}
        label="Best price"
        value={`${pricing.best_price_count} of ${pricing.total_price_entries}`}
        detail="Nights where no competitor is cheaper"
      />
    </dl>
  );
}

/** Reception reads prices but only an owner changes them (ADR 036): the link says which it is. */
function quickActions(role: StaffRole) {
  return [
    { label: role === "owner" ? "Update Prices" : "View Prices", to: adminSectionPath("pricing") },
    { label: "View Bookings", to: adminSectionPath("bookings") },
    { label: "Pet Bookings", to: adminSectionPath("pet-accommodation") },
    { label: "Check Inquiries", to: adminSectionPath("inquiries") },
  ] as const;
}

function Arrivals({ heading, arrivals }: { heading: string; arrivals: ArrivingPetAddon[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{heading}</h3>
      {arrivals.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No pet add-ons arriving.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-sm border border-border">
          {arrivals.map((arrival) => (
            <li key={arrival.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span>
                <Link to={addonBookingPath(arrival.reference)} className="font-medium text-brand underline underline-offset-4">
                  {arrival.guestName}
                </Link>{" "}
                <span className="text-sm text-muted-foreground">
                  {arrival.reference} · {arrival.numberOfPets} {arrival.numberOfPets === 1 ? "pet" : "pets"} ({arrival.petTypes.join(", ")})
                </span>
              </span>
              <span
                className={
                  arrival.verified
                    ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
                    : "rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
                }
              >
                {arrival.verified ? "Verified" : "Not verified"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Today({ today, now }: { today: DashboardData["today"]; now: number }) {
  return (
    <PanelSection id="dashboard-today" heading={`Today, ${formatStaffDate(`${today.date}T12:00:00Z`)}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Arrivals heading="Pet add-ons arriving today" arrivals={today.arrivingToday} />
        <Arrivals heading="Arriving tomorrow" arrivals={today.arrivingTomorrow} />
      </div>
      <div>
        <h3 className="text-lg font-semibold">Waiting longest for a reply</h3>
        {today.waitingLongest.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No enquiries are waiting for a reply.</p>
        ) : (
          <ol className="mt-2 divide-y divide-border rounded-sm border border-border">
            {today.waitingLongest.map((enquiry) => (
              <li key={`${enquiry.kind}-${enquiry.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span>
                  <Link to={enquiryOpenPath(enquiry.kind, enquiry.id)} className="font-medium text-brand underline underline-offset-4">
                    {enquiry.name}
                  </Link>{" "}
                  <span className="text-sm text-muted-foreground">
                    {enquiry.kind === "event" ? "Event" : "Contact"}: {enquiry.topic}
                  </span>
                </span>
                <span className="text-sm">Waiting {timeWaited(enquiry.receivedAt, now)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </PanelSection>
  );
}

/** The Dashboard tab: figures, quick actions and Today. */
export function DashboardPage({ user }: { user: StaffUser }) {
  const dashboard = useQuery(dashboardQuery());
  useKeepArrivalsForDesk(dashboard.data?.today, dashboard.dataUpdatedAt);
  const failure = staffCallFailure(dashboard.error)?.serverError ?? DASHBOARD_LOAD_FAILED;
  const away = useServerAway();

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle>Dashboard</PageTitle>
          <p className="mt-1 text-muted-foreground">Welcome back{user.name ? `, ${user.name}` : ""}.</p>
        </div>
        <Button variant="outline" onClick={() => void dashboard.refetch()} aria-disabled={dashboard.isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {dashboard.isFetching ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      {dashboard.isPending ? <p role="status">Loading the dashboard...</p> : null}
      {failedOnItsOwn(dashboard) ? <FormStatus message={failure} /> : null}
      {away && dashboard.data ? <NotCurrentTag /> : null}
      {dashboard.data ? (
        <>
          <Figures data={dashboard.data} />
          <nav aria-label="Quick actions" className="flex flex-wrap gap-3">
            {quickActions(user.role).map((action) => (
              <Link key={action.label} to={action.to} className={buttonVariants({ variant: "outline" })}>{action.label}</Link>
            ))}
          </nav>
          <Today today={dashboard.data.today} now={dashboard.dataUpdatedAt} />
        </>
      ) : null}
    </div>
  );
}
