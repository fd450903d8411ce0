import { PageIntro } from "../components/content/page-intro.tsx";

export default function CancellationPolicyPage() {
  return (
    <PageIntro eyebrow="The small print" title="Cancellation Policy">
      <p>
        What happens if your plans change: cancellation terms for each rate, deposits, no-shows, early departures and date changes.
      </p>
    </PageIntro>
  );
}
