import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-medium tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    // cn does not merge classes (docs/decisions/048): what a caller may change is a variant here.
    // `variant={null}` or `size={null}` leaves those classes out for a caller that sets its own.
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        gold: "bg-gold text-gold-foreground shadow-sm hover:bg-gold-hover",
        outline: "border border-brand/70 text-brand hover:bg-brand/10",
        "outline-light": "border border-deep-foreground/70 text-deep-foreground hover:bg-deep-foreground/10",
        ghost: "text-foreground hover:bg-muted",
        link: "text-brand underline underline-offset-4 hover:decoration-2",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "min-h-11 px-5 text-sm",
        lg: "min-h-12 px-7 text-base",
        icon: "size-11",
      },
      shape: { square: "rounded-sm", round: "rounded-full" },
      /**
       * Let a long label wrap onto a second line instead of keeping it on one. On a phone's width
       * a label wider than the screen (large text) wraps either way rather than run past the edge.
       */
      wrap: { false: "max-sm:text-center sm:whitespace-nowrap", true: "whitespace-normal" },
      iconSize: { md: "[&_svg]:size-4", lg: "[&_svg]:size-6" },
    },
    defaultVariants: { variant: "primary", size: "md", shape: "square", wrap: false, iconSize: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * shadcn-style button. A link that looks like a button takes `buttonVariants(...)` as its class
 * (shadcn's own idiom for links), so no slot component is needed: every public page's islands
 * carry this file, and `@radix-ui/react-slot` was 1.5 KB of them.
 */
export function Button({ className, variant, size, shape, wrap, iconSize, type, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size, shape, wrap, iconSize }), className)} type={type ?? "button"} {...props} />;
}
