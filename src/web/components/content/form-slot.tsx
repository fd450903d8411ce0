import type { ReactNode } from "react";
import type { VenueFormKind } from "../../../shared/enquiries/enquiry-constants.ts";
import { cn } from "../../lib/cn.ts";
import { CallOrEmail } from "./call-or-email.tsx";

/** A venue page's event form (wedding, conference, party: never a meeting, see VENUE_FORM_KINDS) or the contact form. */
type FormSlotKind = VenueFormKind | "contact";

interface FormSlotProps {
  /** "enquiry-form" on the venue pages, "contact-form" on the contact page. */
  id: "enquiry-form" | "contact-form";
  form: FormSlotKind;
  heading: string;
  /** What the fallback says above the phone and e-mail buttons. */
  children: ReactNode;
  /** Subject line of the fallback e-mail. */
  emailSubject: string;
  /** The enquiry form itself, between the introduction and the phone and e-mail buttons. */
  enquiryForm: ReactNode;
  className?: string;
}

/**
 * Where an enquiry form goes: heading, introduction, the form, and the phone and e-mail buttons
 * for guests who would rather talk (or whose browser has not run the page's JavaScript yet).
 */
export function FormSlot({ id, form, heading, children, emailSubject, enquiryForm, className }: FormSlotProps) {
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
      <div className="mt-6">{enquiryForm}</div>
      <p className="mt-8 border-t border-border pt-6 text-sm font-medium text-muted-foreground">Prefer to talk? Call or e-mail us:</p>
      <CallOrEmail className="mt-3" emailSubject={emailSubject} />
    </div>
  );
}
