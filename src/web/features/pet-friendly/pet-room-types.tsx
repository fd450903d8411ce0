import { Link } from "react-router-dom";
import { petFriendlyRoomTypes } from "../../../../content/pet-friendly.ts";
import { CheckList } from "../../components/content/check-list.tsx";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { formatPounds } from "../../../shared/money.ts";

/** The three pet-friendly room types with this page's own starting prices (ADR 059). */
export function PetRoomTypes() {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {petFriendlyRoomTypes.map((room) => (
        <li key={room.id}>
          <SurfaceCard aria-labelledby={`${room.id}-heading`} className="h-full p-7">
            <h3 id={`${room.id}-heading`} className="text-2xl font-semibold">
              {room.name}
            </h3>
            <p className="mt-3">
              <span className="text-sm text-muted-foreground">From </span>
              <span className="font-serif text-4xl font-semibold text-brand">{formatPounds(room.priceFrom)}</span>
              <span className="text-sm text-muted-foreground"> per night</span>
            </p>
            <p className="mt-4 flex-1 leading-relaxed text-muted-foreground">{room.description}</p>
            <CheckList items={room.features} className="mt-6 border-t border-border pt-6 text-sm" />
          </SurfaceCard>
        </li>
      ))}
      <li className="md:col-span-3">
        <p className="text-center text-sm text-muted-foreground">
          Every one of our rooms welcomes pets.{" "}
          <Link to="/rooms" className="inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-4 hover:decoration-2">
            See all our rooms
          </Link>
        </p>
      </li>
    </ul>
  );
}
