import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useEffect, useState } from "react";
import { hotel } from "../../../../content/hotel.ts";
import { cn } from "../../lib/cn.ts";
import { newErrorId } from "../../lib/error-id.ts";
import { reportClientError } from "../../lib/report-client-error.ts";
import { Button, buttonVariants } from "../ui/button.tsx";
import { Ornament } from "../ui/ornament.tsx";

/**
 * What a visitor sees when a page crashes: an apology, a short error id to quote to reception
 * (also logged and reported to the server) and a way to try again.
 */
export function CrashScreen({ error, fullPage = false, inPage = false }: { error: unknown; fullPage?: boolean; inPage?: boolean }) {
  const [errorId] = useState(newErrorId);
  // A crashed part of a page (an island) sits under the page's own heading.
  const Heading = inPage ? "h2" : "h1";

  useEffect(() => reportClientError(errorId, error), [errorId, error]);

  return (
    <div role="alert" className={cn("flex items-center justify-center px-5 py-20 text-center", fullPage && "min-h-dvh")}>
      <div className="max-w-lg">
        <Ornament className="mx-auto" />
        <Heading className="mt-6 text-4xl font-semibold">Something went wrong</Heading>
        <p className="mt-4 text-muted-foreground">
          We are sorry: {inPage ? "this part of the page" : "this page"} could not be shown. Please try again. If it keeps happening, call reception on{" "}
          <a href={`tel:${hotel.phone.e164}`} className="text-brand underline underline-offset-4">
            {hotel.phone.display}
          </a>{" "}
          and quote the error id below.
        </p>
        <p className="mt-6 text-sm">
          Error ID: <code className="rounded-sm bg-muted px-2 py-1 font-mono text-base tracking-wider">{errorId}</code>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
          <a href="/" className={buttonVariants({ size: "lg", variant: "outline" })}>Go to the home page</a>
        </div>
      </div>
    </div>
  );
}
