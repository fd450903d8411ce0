import type { ReactNode } from "react";
import { hotel } from "../../../../../content/hotel.ts";
import { Container } from "../../../components/ui/container.tsx";

/** The staff area's top band: the hotel's name, and on the right what this page offers. */
export function AdminHeader({ children }: { children: ReactNode }) {
  return (
    <header className="scheme-deep">
      <Container className="flex min-h-14 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2">
        <p className="font-serif text-lg font-semibold">
          {hotel.name} <span className="font-sans text-sm font-normal whitespace-nowrap text-deep-muted">Staff area</span>
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{children}</div>
      </Container>
    </header>
  );
}
