import { House } from "lucide-react";
import { Link, Outlet } from "react-router-dom";
import { hotel } from "../../../../content/hotel.ts";
import { Container } from "../../components/ui/container.tsx";

/** The staff area's frame: loaded on demand, never part of a public page. */
export default function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <header className="scheme-deep">
        <Container className="flex h-14 items-center justify-between gap-4">
          <p className="font-serif text-lg font-semibold">
            {hotel.shortName} <span className="font-sans text-sm font-normal text-deep-muted">Staff area</span>
          </p>
          <Link to="/" className="inline-flex min-h-6 items-center gap-1.5 text-sm hover:underline">
            <House aria-hidden="true" className="size-3.5" />
            View website
          </Link>
        </Container>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 items-start justify-center px-5 py-12 outline-none sm:items-center">
        <Outlet />
      </main>
    </div>
  );
}
