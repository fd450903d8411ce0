import { PageIntro } from "../components/page-intro.tsx";

export default function RoomsPage() {
  return (
    <PageIntro eyebrow="Stay with us" title="Our Rooms">
      <p>
        Single, double, twin and family rooms across two floors of our Victorian building, each with free Wi-Fi, tea and coffee, and a warm welcome for your dog or cat.
      </p>
      <p>
        Every room can be booked direct for our best rate.
      </p>
    </PageIntro>
  );
}
