import X from "lucide-react/icons/x";

/** A toast's words and its dismiss button (toaster.tsx, and the room page's pre-rendered notice). */
export function ToastMessage({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <>
      <p className="flex-1 font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </>
  );
}
