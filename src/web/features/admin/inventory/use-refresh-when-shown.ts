import { useEffect, useRef } from "react";

/** Calls `refresh` whenever the browser tab becomes visible again (the inventory refreshes then). */
export function useRefreshWhenShown(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === "visible") latest.current();
    };
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
}
