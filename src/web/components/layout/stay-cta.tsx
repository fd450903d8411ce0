import Phone from "lucide-react/icons/phone";
import { hotel } from "../../../../content/hotel.ts";
import { buttonVariants } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { Ornament } from "../ui/ornament.tsx";
import { BookYourStayLink } from "./book-your-stay-link.tsx";

/** The closing invitation above the footer of every public page, framed like an engraving. */
export function StayCta() {
  return (
    <section aria-labelledby="stay-cta-heading" className="bg-background py-14 sm:py-20">
      <Container>
        <div className="mx-auto flex max-w-4xl flex-col items-center border border-accent/60 bg-surface px-6 py-12 text-center shadow-sm outline -outline-offset-8 outline-accent/30 sm:px-12 sm:py-14">
          <Ornament />
          <h2 id="stay-cta-heading" className="mt-5 text-3xl font-semibold sm:text-4xl">
            Book direct for our best rate
          </h2>
          <p className="mt-4 max-w-xl text-muted-foreground">
            27 en-suite rooms from £65 a night, free parking and Wi-Fi, breakfast and a resident bar, a
            five-minute walk from the city centre.
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <BookYourStayLink size="lg" />
            <a href={`tel:${hotel.phone.e164}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <Phone aria-hidden="true" />
              Call {hotel.phone.display}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
