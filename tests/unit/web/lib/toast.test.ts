import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, displayTime, holdToast, releaseToast, showToast, subscribeToToasts } from "../../../../src/web/lib/toast.ts";

const messages = () => currentToasts().map(({ message }) => message);

describe("toasts: one at a time, each long enough to read", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of currentToasts()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it("shows the newest in place of the last, never a pile", () => {
    showToast("Status updated: Replied", "success");
    showToast("CSV exported successfully", "success");
    showToast("Failed to load inquiries", "error");
    expect(currentToasts()).toEqual([expect.objectContaining({ message: "Failed to load inquiries", tone: "error" })]);
  });

  it("keeps the same notice shown again as it is (announced once), with its time started again", () => {
    const changes = vi.fn();
    const unsubscribe = subscribeToToasts(changes);
    showToast("Please correct the errors below.", "error");
    const [first] = currentToasts();
    vi.advanceTimersByTime(5000);
    showToast("Please correct the errors below.", "error");
    expect(currentToasts()).toEqual([first]);
    expect(changes).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(["Please correct the errors below."]);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
    unsubscribe();
  });

  it("goes by itself after 6 s, longer for a longer message, never more than 15 s", () => {
    expect(displayTime("Saved")).toBe(6000);
    const long = "Your booking was verified and the guest's pets are noted: please hand over the pet pack at check-in.";
    expect(displayTime(long)).toBeGreaterThan(6000);
    expect(displayTime("x".repeat(2000))).toBe(15_000);
    showToast(long);
    vi.advanceTimersByTime(6000);
    expect(messages()).toEqual([long]);
    vi.advanceTimersByTime(displayTime(long) - 6000);
    expect(messages()).toEqual([]);
  });

  it("stands still while the pointer is over it or the focus in it, and runs on after both leave", () => {
    showToast("Booking verified successfully", "success");
    const [toast] = currentToasts();
    if (!toast) throw new Error("no toast");
    vi.advanceTimersByTime(5000);
    holdToast(toast.id, "pointer");
    holdToast(toast.id, "focus");
    vi.advanceTimersByTime(60_000);
    releaseToast(toast.id, "pointer");
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(["Booking verified successfully"]);
    releaseToast(toast.id, "focus");
    // 1 s was left; at least 2 s to finish reading once it runs again.
    vi.advanceTimersByTime(1500);
    expect(messages()).toEqual(["Booking verified successfully"]);
    vi.advanceTimersByTime(500);
    expect(messages()).toEqual([]);
  });

  it("is taken away early by its own dismiss, and a dismiss of a replaced notice touches nothing", () => {
    const dismissFirst = showToast("First");
    showToast("Second");
    dismissFirst();
    expect(messages()).toEqual(["Second"]);
    const [second] = currentToasts();
    if (second) dismissToast(second.id);
    expect(messages()).toEqual([]);
  });
});
