import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { adminSectionTitle } from "../../../../../content/staff-area.ts";
import {
  ADMIN_HOME_PATH,
  ADMIN_SECTIONS,
  adminSectionPath,
  DEFAULT_ADMIN_SECTION,
  findAdminSection,
  mayOpenSection,
  type KnownAdminSection,
} from "../../../../shared/staff/admin-sections.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { SkipLink } from "../../../components/layout/skip-link.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { AdminHeader } from "./admin-header.tsx";
import { AdminSectionNav } from "./admin-section-nav.tsx";
import { PanelIntro } from "./admin-section-panel.tsx";
import { BookingsPage } from "../bookings/bookings-page.tsx";
import { AccountHold, accountHoldOf } from "../staff-accounts/account-hold.tsx";
import { AccountPage } from "../staff-accounts/account-page.tsx";
import { AuditPage } from "../audit/audit-page.tsx";
import { CheckInPage } from "../check-in/check-in-page.tsx";
import { DashboardPage } from "../dashboard/dashboard-page.tsx";
import { EnquiriesPage } from "../enquiries/enquiries-page.tsx";
import { EventCalendarPage } from "../event-bookings/event-calendar-page.tsx";
import { InventoryPage } from "../inventory/inventory-page.tsx";
import { PetBookingsPage } from "../pet-bookings/pet-bookings-page.tsx";
import { PricingPage } from "../pricing/pricing-page.tsx";
import { PrivacyRequestsPage } from "../privacy-requests/privacy-requests-page.tsx";
import { ReplaceWith } from "./replace-with.tsx";
import { StaffMembersPage } from "../staff-accounts/staff-members-page.tsx";
import { SignedInBar } from "./signed-in-bar.tsx";
import { useDeskNotices } from "../desk/desk-link.ts";
import { NoticeList } from "../live-notices/notice-list.tsx";
import { unseenTotal } from "../live-notices/notice-store.ts";
import { useLiveNotices } from "../live-notices/use-live-notices.ts";
import { SignInAgainDialog, useAskingToSignInAgain } from "../sign-in/sign-in-again-dialog.tsx";
import { ServerAwayNotice } from "./server-away-notice.tsx";
import { sessionLapse } from "./session-lapse.ts";
import { useDocumentTitle } from "./use-document-title.ts";
import { useServerWatch } from "./use-server-watch.ts";

/**
 * "/admin/bookings" → "bookings"; undefined for /admin itself. Read from the address: the layout,
 * not a child route, renders this page.
 */
function sectionIdOf(pathname: string): string | undefined {
  const rest = pathname.replace(/\/+$/, "").slice(ADMIN_HOME_PATH.length + 1);
  return rest === "" ? undefined : rest;
}

function SectionPage({ section, user }: { section: KnownAdminSection; user: StaffUser }) {
  switch (section.id) {
    case "dashboard":
      return <DashboardPage user={user} />;
    case "check-in":
      return <CheckInPage />;
    case "inventory":
      return <InventoryPage />;
    case "bookings":
      return <BookingsPage />;
    case "pet-accommodation":
      return <PetBookingsPage role={user.role} />;
    case "inquiries":
      return <EnquiriesPage user={user} />;
    case "events":
      return <EventCalendarPage />;
    case "pricing":
      return <PricingPage role={user.role} />;
    case "privacy-requests":
      return <PrivacyRequestsPage />;
    case "staff":
      return <StaffMembersPage user={user} />;
    case "audit":
      return <AuditPage />;
  }
}

function SectionBody({ sectionId, user, unseen }: { sectionId: string; user: StaffUser; unseen: number }) {
  const section = findAdminSection(sectionId);
  useDocumentTitle(`${unseen > 0 ? `(${unseen}) ` : ""}${adminSectionTitle(section?.label ?? "Page not found")}`);
  if (!section) {
    return (
      <PanelIntro heading="Page not found">
        <p>
          The staff area has no such page.{" "}
          <Link to={adminSectionPath(DEFAULT_ADMIN_SECTION)} className="font-medium text-brand underline underline-offset-4">
            Go to the dashboard
          </Link>
        </p>
      </PanelIntro>
    );
  }
  // Someone followed a link to a tab their role does not show (ADR 013).
  if (!mayOpenSection(section, user.role)) {
    return (
      <PanelIntro heading={section.label}>
        <p>This part of the staff area is for owners only.</p>
      </PanelIntro>
    );
  }
  return <SectionPage section={section} user={user} />;
}

/** /admin/account (ADMIN_ACCOUNT_PATH): not a tab, open to everyone. */
const ACCOUNT_PAGE = "account";

/** The signed-in staff area: header, the tabs the role may see, the current tab's panel. */
export function StaffWorkspace({ user }: { user: StaffUser }) {
  const section = sectionIdOf(useLocation().pathname);
  // The server refuses staff calls until this is done, so nothing else is shown (ADR 013).
  const hold = accountHoldOf(user);
  // A lapsed session is signed in again over the screen (ADR 091).
  useEffect(() => sessionLapse.watch(user.id), [user.id]);
  const askingToSignIn = useAskingToSignInAgain();
  const away = useServerWatch();
  // The stream is opened afresh once the server is back and the session renewed.
  const notices = useLiveNotices(section, section !== undefined && !hold && !away && !askingToSignIn);
  const unseen = unseenTotal(notices.state);
  useDeskNotices(unseen);
  // /admin opens the dashboard; replacing keeps Back from bouncing here again.
  if (section === undefined) return <ReplaceWith to={adminSectionPath(DEFAULT_ADMIN_SECTION)} />;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <AdminHeader>
        <SignedInBar user={user} showAccountLink={!hold} />
      </AdminHeader>
      {hold ? null : <AdminSectionNav sections={ADMIN_SECTIONS.filter((candidate) => mayOpenSection(candidate, user.role))} unseen={notices.state.unseen} />}
      <ServerAwayNotice away={away} />
      {hold ? null : <NoticeList notices={notices.state.notices} onDismiss={notices.dismiss} onDismissAll={notices.dismissAll} />}
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Container className="py-8 sm:py-12">
          {hold ? (
            <AccountHold user={user} reason={hold} />
          ) : section === ACCOUNT_PAGE ? (
            <AccountPage user={user} />
          ) : (
            <SectionBody sectionId={section} user={user} unseen={unseen} />
          )}
        </Container>
      </main>
      <SignInAgainDialog />
    </div>
  );
}
