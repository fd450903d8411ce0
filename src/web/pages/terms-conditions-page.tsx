import { PageIntro } from "../components/content/page-intro.tsx";

export default function TermsConditionsPage() {
  return (
    <PageIntro eyebrow="The small print" title="Terms & Conditions">
      <p>
        The terms that apply when you book and stay with us: reservations, payment, cancellation, check-in, pets and breakfast.
      </p>
    </PageIntro>
  );
}
