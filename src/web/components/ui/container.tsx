import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const WIDTHS = { "7xl": "max-w-7xl", "6xl": "max-w-6xl", "5xl": "max-w-5xl", "3xl": "max-w-3xl" } as const;
const GUTTERS = { normal: "px-5 sm:px-8", tight: "px-2 sm:px-4" } as const;

export type ContainerWidth = keyof typeof WIDTHS;

interface ContainerProps extends ComponentProps<"div"> {
  /** A narrower column: cn does not merge, so a max-w-* in className would not override it. */
  width?: ContainerWidth;
  /** The side margins: tight lines the staff section tabs' labels up with the header's text. */
  gutter?: keyof typeof GUTTERS;
}

/** The site's content width and side margins. */
export function Container({ className, width = "7xl", gutter = "normal", ...props }: ContainerProps) {
  return <div className={cn("mx-auto w-full", WIDTHS[width], GUTTERS[gutter], className)} {...props} />;
}
