import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { enquiryRefSchema, type EnquiryRef } from "../../../../shared/enquiries/enquiry-admin.ts";

/** "?open=event:<id>": the enquiry a live notice links to, or null. */
function openedFromParams(params: URLSearchParams): EnquiryRef | null {
  const [kind, id] = (params.get("open") ?? "").split(":");
  const parsed = enquiryRefSchema.safeParse({ kind, id });
  return parsed.success ? parsed.data : null;
}

/** The enquiry the address asks to open, and a way to forget it once its dialog closes. */
export function useOpenedEnquiry(): [EnquiryRef | null, () => void] {
  const [params, setParams] = useSearchParams();
  const opened = useMemo(() => openedFromParams(params), [params]);
  const forget = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("open");
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return [opened, forget];
}
