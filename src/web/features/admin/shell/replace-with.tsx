import { useEffect } from "react";
import { useNavigate } from "react-router-dom";

/**
 * Once rendered, replaces the current address with `to` (Back does not return here). Not the
 * router's own <Navigate>: the router lives in the public pages' entry chunk, so using <Navigate>
 * here would add its code to every public page's first load.
 */
export function ReplaceWith({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
