import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { IconButton } from "../../components/ui/icon-button.tsx";
import { cn } from "../../lib/cn.ts";

interface PhotoStepButtonsProps {
  onStep: (direction: -1 | 1) => void;
  /** Colours of both buttons. */
  className: string;
  /** Where each sits from its edge. */
  previousClassName: string;
  nextClassName: string;
}

/** "Previous photo" and "Next photo" over a photo, centred on its left and right edges. */
export function PhotoStepButtons({ onStep, className, previousClassName, nextClassName }: PhotoStepButtonsProps) {
  return (
    <>
      <IconButton
        label="Previous photo"
        icon={ChevronLeft}
        variant={null}
        onClick={() => onStep(-1)}
        className={cn("absolute top-1/2 -translate-y-1/2 border text-white", className, previousClassName)}
      />
      <IconButton
        label="Next photo"
        icon={ChevronRight}
        variant={null}
        onClick={() => onStep(1)}
        className={cn("absolute top-1/2 -translate-y-1/2 border text-white", className, nextClassName)}
      />
    </>
  );
}
