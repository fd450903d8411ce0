import ExternalLink from "lucide-react/icons/external-link";
import type { ReactNode } from "react";
import { bookingEngineUrl } from "../../../shared/rooms/booking-link.ts";
import { cn } from "../../lib/cn.ts";
import { buttonVariants, type ButtonProps } from "../ui/button.tsx";

type BookYourStayLinkProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  /** The visible label; "Book Your Stay" unless a page says otherwise ("Book Now"). */
  children?: ReactNode;
};

/** Opens the external booking engine in a new tab (GBP, 1 adult, 0 children, 0 infants). */
export function BookYourStayLink({ children = "Book Your Stay", variant, size, className }: BookYourStayLinkProps) {
  return (
    <a href={bookingEngineUrl(__PUBLIC_CONFIG__.BOOKING_ENGINE_URL)} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant, size }), className)}>
      {children}
      <ExternalLink aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
