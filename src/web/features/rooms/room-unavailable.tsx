import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router-dom";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import roomUnavailableNotice from "../../islands/room-unavailable-notice.tsx";
import { Island } from "../../lib/islands/island.tsx";

const MESSAGES = {
  missing: { toast: "Room not found", text: "The room you're looking for doesn't exist." },
  hidden: { toast: "This room is currently not available", text: "This room is currently not available. Please choose another of our rooms." },
} as const;

interface RoomUnavailableProps {
  /** "missing": no such room; "hidden": a room taken out of the list. */
  reason: keyof typeof MESSAGES;
  /** The page heading: "Room Not Found", or the hidden room's name. */
  title: string;
}

/** A room page with no room to show: says why (and in a toast) and leads back to the list. Pre-rendered; only the toast is an island. */
export function RoomUnavailable({ reason, title }: RoomUnavailableProps) {
  const message = MESSAGES[reason];
  return (
    <>
      <PageIntro
        eyebrow="Our rooms"
        title={title}
        actions={
          <Link to="/rooms" className={buttonVariants({ size: "lg", variant: "outline" })}>
            <ArrowLeft aria-hidden="true" />
            Back to Rooms
          </Link>
        }
      >
        <p>{message.text}</p>
      </PageIntro>
      <Island of={roomUnavailableNotice} props={{ message: message.toast }} />
    </>
  );
}
