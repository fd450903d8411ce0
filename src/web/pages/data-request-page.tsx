import { PageIntro } from "../components/content/page-intro.tsx";

export default function DataRequestPage() {
  return (
    <PageIntro eyebrow="Your data, your rights" title="Your Data Rights">
      <p>
        Ask for a copy of the personal data we hold about you, export it, or ask us to delete it. We confirm every request by e-mail and answer within 30 days.
      </p>
    </PageIntro>
  );
}
