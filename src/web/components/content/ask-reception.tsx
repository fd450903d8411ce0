import ConciergeBell from "lucide-react/icons/concierge-bell";
import { Link } from "react-router-dom";
import { askReception } from "../../../../content/ask-reception.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";

/**
 * "Ask Reception" made real (DESIGN decision 7, content/ask-reception.ts): the button rings the
 * desk, which is staffed around the clock; the contact page takes a written question.
 */
export function AskReception({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-4 text-center", className)}>
      <p className="max-w-xl leading-relaxed text-muted-foreground">{askReception.hint}</p>
      <div className="flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <a href={askReception.phoneHref}>
            <ConciergeBell aria-hidden="true" />
            {askReception.label}
          </a>
        </Button>
        <Button asChild size="lg" variant="link">
          <Link to={askReception.contactPath}>Or send us a message</Link>
        </Button>
      </div>
    </div>
  );
}
