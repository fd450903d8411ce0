import { afterEach, describe, expect, it } from "vitest";
import { showToastFromBeforeReload, toastAfterReload } from "../../../../../src/web/features/admin/shell/reload-toast.ts";
import { currentToasts, dismissToast } from "../../../../../src/web/lib/toast.ts";
import { mapStorage } from "./map-storage.ts";

describe("a toast carried over a full page load", () => {
  afterEach(() => {
    for (const toast of currentToasts()) dismissToast(toast.id);
  });

  it("is shown once on the next page", () => {
    const storage = mapStorage();
    toastAfterReload("Login successful!", storage);
    showToastFromBeforeReload(storage);
    showToastFromBeforeReload(storage);
    expect(currentToasts().map(({ message, tone }) => ({ message, tone }))).toEqual([{ message: "Login successful!", tone: "success" }]);
  });
});
