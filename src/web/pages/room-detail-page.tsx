import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { hotel } from "../../../content/hotel.ts";
import { UNAVAILABLE_ROOM_NUMBERS, roomNumberFromSlug } from "../../shared/routes.ts";
import { BookYourStayLink } from "../components/layout/book-your-stay-link.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

function BackToRooms() {
  return (
    <Button asChild size="lg" variant="outline">
      <Link to="/rooms">
        <ArrowLeft aria-hidden="true" />
        Back to Rooms
      </Link>
    </Button>
  );
}

export default function RoomDetailPage() {
  const roomNumber = roomNumberFromSlug(useParams().slug);

  if (roomNumber === undefined) {
    return (
      <PageIntro eyebrow="Our rooms" title="Room Not Found" actions={<BackToRooms />}>
        <p>The room you&apos;re looking for doesn&apos;t exist.</p>
      </PageIntro>
    );
  }

  if (UNAVAILABLE_ROOM_NUMBERS.includes(roomNumber)) {
    return (
      <PageIntro eyebrow="Our rooms" title={`Room ${roomNumber}`} actions={<BackToRooms />}>
        <p>This room is currently not available. Please choose another of our rooms.</p>
      </PageIntro>
    );
  }

  return (
    <PageIntro
      eyebrow="Our rooms"
      title={`Room ${roomNumber}`}
      actions={
        <>
          <BookYourStayLink size="lg">Book Now</BookYourStayLink>
          <BackToRooms />
        </>
      }
    >
      <p>
        A pet-friendly room in our Victorian hotel, with free Wi-Fi and parking. Check-in from {hotel.checkIn}, check-out by{" "}
        {hotel.checkOut}.
      </p>
    </PageIntro>
  );
}
