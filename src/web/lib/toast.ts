/**
 * Short notices shown in a corner of the page for a few seconds (public-site §8: "Room not
 * found"). A tiny store rather than a library: the site's CSP forbids the inline <style> that
 * toast libraries inject, and this needs no more than a list and a timer.
 */
export type ToastTone = "info" | "success" | "error";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const DISPLAY_MS = 6000;
const NO_TOASTS: readonly Toast[] = [];

let toasts: readonly Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a notice; returns a function that takes it away early. */
export function showToast(message: string, tone: ToastTone = "info"): () => void {
  const toast: Toast = { id: nextId++, message, tone };
  publish([...toasts, toast]);
  const timer = window.setTimeout(() => dismissToast(toast.id), DISPLAY_MS);
  return () => {
    window.clearTimeout(timer);
    dismissToast(toast.id);
  };
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** What the pre-render and the hydrating render see: no notices. */
export function noToasts(): readonly Toast[] {
  return NO_TOASTS;
}
