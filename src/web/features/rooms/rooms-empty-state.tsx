import BedSingle from "lucide-react/icons/bed-single";
import { Button } from "../../components/ui/button.tsx";

interface RoomsEmptyStateProps {
  /** The type being filtered on ("Double"), or undefined when all types are shown. */
  typeLabel: string | undefined;
  /** Clears the type filter. */
  onShowAll: () => void;
}

/** No room to show: for a type, offer every room; with all types, offer to reload the page. */
export function RoomsEmptyState({ typeLabel, onShowAll }: RoomsEmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-sm border border-dashed border-border bg-surface px-6 py-14 text-center">
      <BedSingle aria-hidden="true" className="size-10 text-accent" strokeWidth={1.25} />
      <h2 className="mt-4 text-2xl font-semibold">{typeLabel ? `No ${typeLabel} rooms found` : "No rooms found"}</h2>
      <div className="mt-6">
        {typeLabel ? (
          <Button onClick={onShowAll}>View All Rooms</Button>
        ) : (
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        )}
      </div>
    </div>
  );
}
