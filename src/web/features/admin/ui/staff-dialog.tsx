import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";

/**
 * A modal dialog on the browser's own <dialog>: it keeps focus inside, closes on Escape and gives
 * focus back to what opened it. Mounted only while open.
 */
export function StaffDialog({ title, onClose, children, wide = false }: { title: string; onClose: () => void; children: ReactNode; /** Room for a table (the availability calendar). */ wide?: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto ${wide ? "w-[min(52rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"} rounded-sm border border-border bg-surface p-0 text-foreground shadow-lg backdrop:bg-black/50`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="-m-1 inline-flex size-9 items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <div className="space-y-4 px-5 py-5">{children}</div>
    </dialog>
  );
}

/** The foot of a dialog that shows something: Close, after any other action given as children. */
export function DialogCloseFooter({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
      {children}
      <Button type="button" variant="outline" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}

/** A dialog form's Cancel and Save: Save submits the form and says so while it is being saved. */
export function DialogSaveButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" aria-disabled={saving}>
        {saving ? "Saving..." : "Save"}
      </Button>
    </div>
  );
}
