import { PageIntro } from "../components/content/page-intro.tsx";

export default function BookAddonsPage() {
  return (
    <PageIntro eyebrow="For guests who booked direct" title="Pet Accommodation Add-on">
      <p>
        Bringing your dog or cat? Add pet accommodation to your existing direct booking for £10 per pet per night and pay securely online. Reception checks the add-on against your booking when you arrive.
      </p>
    </PageIntro>
  );
}
