/**
 * Short notices shown in a corner of the page ("Room not found"; one
 * toast at a time). A tiny store rather than a library: the site's CSP forbids the inline <style>
 * that toast libraries inject, and this needs no more than one notice and a timer.
 *
 * - The newest notice replaces the one on screen, so they never pile up; the same notice shown
 *   again stays where it is (and is not announced twice) with its time started again.
 * - Each stays long enough to read: 6 s, more for a longer message, and its time stands still
 *   while the pointer is over it or the keyboard focus is in it (WCAG 2.2.1).
 */
export type ToastTone = "info" | "success" | "error";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** Why a notice's time stands still. */
export type ToastHold = "pointer" | "focus";

const MIN_DISPLAY_MS = 6000;
const MAX_DISPLAY_MS = 15_000;
/** About 200 words a minute, with a first glance of 2 s. */
const MS_PER_CHARACTER = 50;
const FIRST_GLANCE_MS = 2000;
/** Left for reading when the pointer or focus moves off a notice whose time had nearly run out. */
const AFTER_HOLD_MS = 2000;
const NO_TOASTS: readonly Toast[] = [];

/** How long a notice stays on screen before it goes by itself. */
export function displayTime(message: string): number {
  return Math.min(MAX_DISPLAY_MS, Math.max(MIN_DISPLAY_MS, FIRST_GLANCE_MS + message.length * MS_PER_CHARACTER));
}

interface Shown {
  toast: Toast;
  /** Time left before it goes, as of `since`. */
  remaining: number;
  since: number;
  timer: ReturnType<typeof setTimeout> | null;
  holds: Set<ToastHold>;
}

let shown: Shown | null = null;
let toasts: readonly Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(): void {
  toasts = shown ? [shown.toast] : NO_TOASTS;
  for (const listener of listeners) listener();
}

function startClock(current: Shown): void {
  current.since = Date.now();
  current.timer = setTimeout(() => dismissToast(current.toast.id), current.remaining);
}

function stopClock(current: Shown): void {
  if (current.timer === null) return;
  clearTimeout(current.timer);
  current.timer = null;
  current.remaining = Math.max(0, current.remaining - (Date.now() - current.since));
}

export function dismissToast(id: number): void {
  if (shown?.toast.id !== id) return;
  stopClock(shown);
  shown = null;
  publish();
}

/** Shows a notice in place of any other; returns a function that takes it away early. */
export function showToast(message: string, tone: ToastTone = "info"): () => void {
  if (shown && shown.toast.message === message && shown.toast.tone === tone) {
    stopClock(shown);
    shown.remaining = displayTime(message);
    if (shown.holds.size === 0) startClock(shown);
  } else {
    if (shown) stopClock(shown);
    shown = { toast: { id: nextId++, message, tone }, remaining: displayTime(message), since: Date.now(), timer: null, holds: new Set() };
    startClock(shown);
    publish();
  }
  const { id } = shown.toast;
  return () => dismissToast(id);
}

/** The pointer or focus came to the notice: its time stands still. */
export function holdToast(id: number, hold: ToastHold): void {
  if (shown?.toast.id !== id) return;
  shown.holds.add(hold);
  stopClock(shown);
}

/** The pointer or focus left the notice: its time runs on, with at least a moment to finish reading. */
export function releaseToast(id: number, hold: ToastHold): void {
  if (shown?.toast.id !== id || !shown.holds.delete(hold) || shown.holds.size > 0) return;
  shown.remaining = Math.max(shown.remaining, AFTER_HOLD_MS);
  startClock(shown);
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
