import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** shadcn-style text input. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "block min-h-11 w-full rounded-sm border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-brand disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 dark:aria-invalid:border-red-400",
        className,
      )}
      {...props}
    />
  );
}
