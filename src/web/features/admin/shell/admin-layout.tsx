import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ADMIN_LOGIN_PATH } from "../../../../shared/staff/staff-area-path.ts";
import { Toaster } from "../../../components/ui/toaster.tsx";
import { AdminLoginPage } from "../sign-in/admin-login-page.tsx";
import { isSignInPath } from "../sign-in/return-path.ts";
import { setSignInNavigation } from "../sign-in/sign-in-redirect.ts";
import { AdminGate } from "./admin-gate.tsx";
import { adminQueryClient } from "./admin-query-client.ts";
import { showToastFromBeforeReload } from "./reload-toast.ts";

/**
 * The staff area, loaded on demand and never part of a public page: the sign-in page, or every
 * other address behind the session check. One module picks the page (not one lazy route each) so
 * the whole area is a single chunk.
 */
export default function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A lost session moves to the sign-in page in place, replacing the page that failed.
  useEffect(() => setSignInNavigation(() => void navigate(ADMIN_LOGIN_PATH, { replace: true })), [navigate]);
  // "Login successful!": signing in ends with a full page load, and this is the page it loads.
  useEffect(() => showToastFromBeforeReload(), []);

  return (
    <QueryClientProvider client={adminQueryClient}>
      {isSignInPath(pathname) ? <AdminLoginPage /> : <AdminGate />}
      <Toaster />
    </QueryClientProvider>
  );
}
