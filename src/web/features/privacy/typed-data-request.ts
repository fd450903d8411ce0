import type { DataRequestType } from "../../../shared/privacy/data-request.ts";
import { typedBeforeHydration, type FieldsOf } from "../../lib/typed-before-hydration.ts";
import { DATA_REQUEST_OPTIONS, FIELDS_BY_TYPE, type TypedRequestFields } from "./data-request-options.ts";

export interface TypedDataRequest {
  type: DataRequestType;
  typed: TypedRequestFields;
}

/**
 * The request a guest had begun in the pre-rendered page when its code arrived: the form the
 * address shows (`#request-delete`), or else the first one typed in, with what was typed. Null
 * when neither, and the page opens on its cards.
 */
export function typedDataRequest(formOf: (type: DataRequestType) => FieldsOf | null, shownType: DataRequestType | null): TypedDataRequest | null {
  const begun = DATA_REQUEST_OPTIONS.map(({ type }) => {
    const defaults = Object.fromEntries(FIELDS_BY_TYPE[type].map((name) => [name, ""]));
    return { type, typed: typedBeforeHydration(formOf(type), defaults) };
  });
  const shown = begun.find((request) => request.type === shownType);
  return shown ?? begun.find((request) => Object.keys(request.typed).length > 0) ?? null;
}
