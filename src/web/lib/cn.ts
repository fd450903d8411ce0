import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, skipping falsy ones (clsx). It does not merge: a later Tailwind class does
 * not drop an earlier one of the same kind, so a component's `className` may only add classes its
 * own do not set; what a caller may change is a prop or a variant (docs/decisions/048).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
