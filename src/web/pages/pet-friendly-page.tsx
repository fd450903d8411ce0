import { Link } from "react-router-dom";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function PetFriendlyPage() {
  return (
    <PageIntro
      eyebrow="Dogs and cats welcome"
      title="Pet-Friendly Stays"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/booking">Book a Room</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/book-addons">Add Pet Accommodation</Link>
          </Button>
        </>
      }
    >
      <p>
        Every one of our rooms welcomes pets. Pet-friendly rooms start from £65 a night; the pet fee is £15 per pet per night, with £5 off per pet per night when you book direct.
      </p>
    </PageIntro>
  );
}
