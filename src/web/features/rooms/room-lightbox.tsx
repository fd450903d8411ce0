import X from "lucide-react/icons/x";
import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from "react";
import { IconButton } from "../../components/ui/icon-button.tsx";
import { PhotoStepButtons } from "./photo-step-buttons.tsx";
import { RoomMediaView } from "./room-media-view.tsx";
import { useSwipe } from "./use-swipe.ts";

export interface RoomLightboxProps {
  /** The room's name, for the dialog's label and the counter "Room 12 - 2 of 3". */
  title: string;
  media: readonly string[];
  index: number;
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
}

const FOCUSABLE = "button:not([disabled]), a[href], video[controls], [tabindex]:not([tabindex='-1'])";

/**
 * The gallery full screen, in a modal <dialog>: previous/next buttons and the arrow keys (both
 * wrap round), Escape or the close button to leave. While it is open the page behind neither
 * scrolls nor takes focus (Tab cycles inside); on closing, focus returns to what opened it. It
 * is in the top layer and opaque, so nothing of the page, the sticky header included, shows
 * through it.
 */
export function RoomLightbox({ title, media, index, onStep, onClose }: RoomLightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const total = media.length;
  const src = media[index] ?? "";
  const close = useEffectEvent(onClose);
  const swipe = useSwipe(onStep);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    dialog.showModal();
    // The browser's own Escape handling closes the dialog behind React's back; let state decide.
    const onCancel = (event: Event): void => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      onStep(event.key === "ArrowLeft" ? -1 : 1);
    } else if (event.key === "Tab") {
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-label={`${title} photos`}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-black p-0 text-white [--ring:var(--gold)] backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p aria-live="polite" className="font-medium tracking-wide">{`${title} - ${index + 1} of ${total}`}</p>
          <IconButton label="Close" icon={X} variant={null} onClick={onClose} className="border border-white/40 text-white hover:bg-white/10" />
        </div>
        <div {...(total > 1 ? swipe : {})} className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 sm:px-20">
          <div className="flex h-full w-full items-center justify-center">
            <RoomMediaView key={src} src={src} label={`${title}, photo ${index + 1} of ${total}`} fit="contain" sizes="100vw" />
          </div>
          {total > 1 && (
            <PhotoStepButtons
              onStep={onStep}
              className="border-white/40 bg-black/50 hover:bg-white/10"
              previousClassName="left-3 sm:left-6"
              nextClassName="right-3 sm:right-6"
            />
          )}
        </div>
      </div>
    </dialog>
  );
}
