import { PageIntro } from "../components/page-intro.tsx";

export default function ExploreCarlislePage() {
  return (
    <PageIntro eyebrow="On our doorstep" title="Explore Carlisle">
      <p>
        Carlisle Castle is a ten-minute walk away, Hadrian's Wall fifteen minutes by car, the Lake District twenty and the Scottish border thirty. Here is our guide to the city and the country around it.
      </p>
    </PageIntro>
  );
}
