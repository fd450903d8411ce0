import { PageIntro } from "../components/page-intro.tsx";

export default function NightlifePage() {
  return (
    <PageIntro eyebrow="After dark" title="Nightlife in Carlisle">
      <p>
        Carlisle's pubs, bars and clubs are a short walk from our front door. Here are the places our guests enjoy, with their opening hours and how to get there, plus a few tips for a good night out.
      </p>
    </PageIntro>
  );
}
