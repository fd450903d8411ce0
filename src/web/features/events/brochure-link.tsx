import Download from "lucide-react/icons/download";
import { buttonVariants, type ButtonProps } from "../../components/ui/button.tsx";

/** Brochures the media build writes as static PDFs (the page's downloads). */
export const BROCHURES = {
  conference: "/brochures/conference-brochure.pdf",
  party: "/brochures/private-party-brochure.pdf",
} as const;

interface BrochureLinkProps extends Pick<ButtonProps, "variant" | "className"> {
  brochure: keyof typeof BROCHURES;
}

/** "Download Brochure (PDF)": saves the venue's brochure rather than opening a page. */
export function BrochureLink({ brochure, variant = "outline", className }: BrochureLinkProps) {
  return (
    <a href={BROCHURES[brochure]} download className={buttonVariants({ size: "lg", variant: variant, className: className })}>
      <Download aria-hidden="true" />
      Download Brochure (PDF)
    </a>
  );
}
