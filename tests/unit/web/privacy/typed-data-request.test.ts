import { describe, expect, it } from "vitest";
import type { DataRequestType } from "../../../../src/shared/privacy/data-request.ts";
import type { FieldsOf } from "../../../../src/web/lib/typed-before-hydration.ts";
import { typedDataRequest } from "../../../../src/web/features/privacy/typed-data-request.ts";

function forms(typed: Partial<Record<DataRequestType, Record<string, string>>>): (type: DataRequestType) => FieldsOf {
  return (type) => ({ elements: { namedItem: (name: string) => ({ value: typed[type]?.[name] ?? "" }) } });
}

describe("typedDataRequest: the request begun before /data-request's code arrived", () => {
  it("is the form the address shows, with what was typed in its own fields only", () => {
    const begun = typedDataRequest(forms({ delete: { email: "ada@example.com", reason: "I no longer stay here", website: "x" } }), "delete");
    expect(begun).toEqual({ type: "delete", typed: { email: "ada@example.com", reason: "I no longer stay here" } });
  });

  it("is the shown form even when nothing was typed yet", () => {
    expect(typedDataRequest(forms({}), "export")).toEqual({ type: "export", typed: {} });
  });

  it("is the form typed in when the address shows none, and none when nothing was typed", () => {
    expect(typedDataRequest(forms({ access: { fullName: "Ada" } }), null)).toEqual({ type: "access", typed: { fullName: "Ada" } });
    expect(typedDataRequest(forms({}), null)).toBeNull();
  });

  it("keeps export's form to its one field", () => {
    expect(typedDataRequest(forms({ export: { email: "ada@example.com", fullName: "Ada" } }), "export")).toEqual({ type: "export", typed: { email: "ada@example.com" } });
  });
});
