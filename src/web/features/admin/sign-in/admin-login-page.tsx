import { useQueryClient } from "@tanstack/react-query";
import House from "lucide-react/icons/house";
import Lock from "lucide-react/icons/lock";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { ADMIN_TITLE } from "../../../../../content/staff-area.ts";
import { Ornament } from "../../../components/ui/ornament.tsx";
import { AdminHeader } from "../shell/admin-header.tsx";
import { useDocumentTitle } from "../shell/use-document-title.ts";
import { AdminLoginForm } from "./admin-login-form.tsx";

/**
 * Staff sign-in. It asks the server nothing before it shows: the form is usable the
 * moment the code has loaded, and a signed-out visitor never waits for a session check.
 */
export function AdminLoginPage() {
  useDocumentTitle(ADMIN_TITLE);
  const queryClient = useQueryClient();
  // Whoever stands here is signed out (or about to sign in again): nothing the last session
  // loaded stays in memory on a shared reception computer.
  useEffect(() => queryClient.clear(), [queryClient]);

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <AdminHeader>
        <Link to="/" className="inline-flex min-h-6 items-center gap-1.5 text-sm hover:underline">
          <House aria-hidden="true" className="size-3.5" />
          View website
        </Link>
      </AdminHeader>
      <main id="main-content" tabIndex={-1} className="flex flex-1 items-start justify-center px-5 py-12 outline-none sm:items-center">
        <div className="w-full max-w-md rounded-sm border border-border bg-surface p-8 shadow-sm sm:p-10">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Lock aria-hidden="true" className="size-5" />
            </span>
            <h1 className="mt-4 text-3xl font-semibold">Staff sign in</h1>
            <Ornament className="mt-4" />
          </div>
          <div className="mt-8">
            <AdminLoginForm />
          </div>
          <p className="mt-6 text-center text-sm text-muted-foreground">Forgot your password? Contact the system administrator.</p>
        </div>
      </main>
    </div>
  );
}
