import { PageIntro } from "../components/page-intro.tsx";

export default function DiningPage() {
  return (
    <PageIntro eyebrow="Breakfast, bar and beyond" title="Dining & Bar">
      <p>
        Start the day with a freshly cooked breakfast, served Monday to Friday 7:00 – 9:00 AM and at weekends 7:30 – 9:30 AM. In the evening our resident bar pours local ales, wines and spirits from 5:00 PM to 11:00 PM.
      </p>
    </PageIntro>
  );
}
