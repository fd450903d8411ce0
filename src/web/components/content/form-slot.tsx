import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { CallOrEmail } from "./call-or-email.tsx";

export type FormSlotKind = "wedding" | "conference" | "party" | "contact";

interface FormSlotProps {
  /** "enquiry-form" on the venue pages, "contact-form" on the contact page. */
  id: "enquiry-form" | "contact-form";
  form: FormSlotKind;
  heading: string;
  /** What the fallback says above the phone and e-mail buttons. */
  children: ReactNode;
  /** Subject line of the fallback e-mail. */
  emailSubject: string;
  className?: string;
}

/**
 * Where an enquiry form goes. The enquiries work mounts the real form inside this element
 * (found by its id and data-form); until then, and whenever the form cannot load, the guest
 * reaches us by phone or e-mail from here.
 */
export function FormSlot({ id, form, heading, children, emailSubject, className }: FormSlotProps) {
  return (
    <div
      id={id}
      data-form={form}
      className={cn("h-fit scroll-mt-32 rounded-sm border border-accent/60 bg-surface p-6 shadow-sm outline -outline-offset-8 outline-accent/25 sm:p-10", className)}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold sm:text-3xl">
        {heading}
      </h2>
      <div className="mt-4 space-y-3 leading-relaxed text-muted-foreground">{children}</div>
      <CallOrEmail className="mt-6" emailSubject={emailSubject} />
    </div>
  );
}
