import ConciergeBell from "lucide-react/icons/concierge-bell";
import { Link } from "react-router-dom";
import { askReception } from "../../../../content/ask-reception.ts";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../ui/button.tsx";

/**
 * "Ask Reception" made real (ADR 059, content/ask-reception.ts): the button rings the
 * desk, which is staffed around the clock; the contact page takes a written question.
 */
export function AskReception({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-4 text-center", className)}>
      <p className="max-w-xl leading-relaxed text-muted-foreground">{askReception.hint}</p>
      <div className="flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
        <a href={askReception.phoneHref} className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}>
          <ConciergeBell aria-hidden="true" />
          {askReception.label}
        </a>
        <Link to={askReception.contactPath} className={buttonVariants({ size: "lg", variant: "link", wrap: true })}>Or send us a message</Link>
      </div>
    </div>
  );
}
