import ArrowLeft from "lucide-react/icons/arrow-left";
import Building2 from "lucide-react/icons/building-2";
import Check from "lucide-react/icons/check";
import Eye from "lucide-react/icons/eye";
import Users from "lucide-react/icons/users";
import { Link } from "react-router-dom";
import type { Room } from "../../../../content/rooms.ts";
import { Container } from "../../components/ui/container.tsx";
import roomGallery from "../../islands/room-gallery.tsx";
import roomPolicies from "../../islands/room-policies.tsx";
import staySearch from "../../islands/stay-search.tsx";
import { Island } from "../../lib/islands/island.tsx";
import { AmenityIcon } from "./amenity-icon.tsx";
import { RoomBookingCard } from "./room-booking-card.tsx";
import { RoomDetailSection } from "./room-detail-section.tsx";
import { bathroomLabel, bedsOf, floorLabel, guestsLabel } from "./room-facts.ts";
import { RoomTypeBadge } from "./room-type-badge.tsx";

/**
 * The page of a room guests can book: heading, gallery, what it offers, the booking card and
 * policies. Pre-rendered; the gallery, the live price, the stay search and the policies are islands (ADR 044).
 */
export function RoomDetails({ room }: { room: Room }) {
  // Each fact is said once: the beds live in Room Details, so neither this line nor the
  // amenities repeat them.
  const facts = [
    { icon: Users, label: guestsLabel(room) },
    { icon: Building2, label: floorLabel(room) },
    { icon: Eye, label: room.view },
  ];
  const amenities = room.amenities.filter((amenity) => amenity.icon !== "Bed");
  return (
    <>
      <section aria-labelledby="room-heading" className="bg-lattice border-b border-border bg-muted">
        <Container className="py-8 sm:py-12">
          {/* To this room's card in the list (with JavaScript, in the type the guest had chosen). */}
          <Link to={`/rooms#${room.slug}`} className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-brand underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Rooms
          </Link>
          <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
            <h1 id="room-heading" className="text-4xl leading-tight font-semibold sm:text-5xl">
              {room.name}
            </h1>
            <RoomTypeBadge type={room.type} />
          </div>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{room.shortDescription}</p>
          <ul aria-label="At a glance" className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {facts.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-brand" />
                {label}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="grid grid-cols-1 gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-14">
        <Island of={roomGallery} props={{ title: room.name, media: room.images }} />
        <aside className="lg:row-span-2">
          <div className="lg:sticky lg:top-28">
            <RoomBookingCard room={room} />
          </div>
        </aside>
        {/* A gap, not space-y: an island's container does not box (display: contents), so a margin on it would be lost. */}
        <div className="flex flex-col gap-12">
          <Island of={staySearch} props={{ roomType: room.type }} />
          <RoomDetailSection id="about-room-heading" title="About This Room">
            <p className="leading-relaxed sm:text-lg">{room.description}</p>
          </RoomDetailSection>
          <RoomDetailSection id="room-details-heading" title="Room Details">
            <dl className="grid gap-px overflow-hidden rounded-sm border border-border bg-border sm:grid-cols-2 sm:[&>div:last-child:nth-child(odd)]:col-span-2">
              {[
                ["Max guests", guestsLabel(room)],
                ["Bed type", bedsOf(room)],
                ["Floor", floorLabel(room)],
                ["View", room.view],
                ["Bathroom", bathroomLabel(room)],
              ].map(([term, value]) => (
                <div key={term} className="bg-surface px-4 py-3">
                  <dt className="text-sm text-muted-foreground">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </RoomDetailSection>
          <RoomDetailSection id="amenities-heading" title="Amenities">
            <ul aria-label="Amenities" className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {amenities.map((amenity) => (
                <li key={amenity.name} className="flex items-center gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-accent/50 bg-surface text-brand">
                    <AmenityIcon name={amenity.icon} className="size-4" />
                  </span>
                  {amenity.name}
                </li>
              ))}
            </ul>
          </RoomDetailSection>
          {room.features.length > 0 && (
            <RoomDetailSection id="features-heading" title="Special Features">
              <ul className="space-y-2">
                {room.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-3">
                    <Check aria-hidden="true" className="size-4 text-brand" />
                    {feature}
                  </li>
                ))}
              </ul>
            </RoomDetailSection>
          )}
          <Island of={roomPolicies} props={{}} />
          {/* The room's structured data (JSON-LD) is added here separately. */}
        </div>
      </Container>
    </>
  );
}
