import { createContext, StrictMode, use, useEffect, type ReactNode } from "react";
import { IslandErrorBoundary } from "../../components/layout/island-error-boundary.tsx";
import type { IslandDefinition, IslandProps } from "./define-island.ts";

interface IslandContextValue {
  /** Called once the island has hydrated and its effects have run (browser only). */
  onHydrated?: () => void;
}

/** Set inside an island's tree: islands do not nest (island.tsx refuses). */
export const IslandContext = createContext<IslandContextValue | undefined>(undefined);

/** Renders its child; its effect runs after every effect of the island's own components. */
function HydrationSignal({ children }: { children: ReactNode }) {
  const onHydrated = use(IslandContext)?.onHydrated;
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * An island's own root, the same tree on both sides: the pre-render renders it to the island's
 * markup (island.tsx) and the browser hydrates it (mount-island.tsx), so the two always match.
 */
export function islandRoot<Props extends IslandProps>(island: IslandDefinition<Props>, props: Props, context: IslandContextValue = {}) {
  return (
    <StrictMode>
      <IslandContext value={context}>
        <HydrationSignal>
          <IslandErrorBoundary>
            <island.Component {...props} />
          </IslandErrorBoundary>
        </HydrationSignal>
      </IslandContext>
    </StrictMode>
  );
}
