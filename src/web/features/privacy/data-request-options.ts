import type { LucideIcon } from "lucide-react";
import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import Trash2 from "lucide-react/icons/trash-2";
import type { DataRequestType } from "../../../shared/privacy/data-request.ts";

export interface DataRequestOption {
  type: DataRequestType;
  title: string;
  description: string;
  /** The two facts on the card: cost or speed, and time or format. */
  facts: readonly [string, string];
  icon: LucideIcon;
  /** The form's submit label. */
  submitLabel: string;
}

/** The three cards of /data-request. */
export const DATA_REQUEST_OPTIONS: readonly DataRequestOption[] = [
  {
    type: "access",
    title: "Access My Data",
    description: "Ask what personal data we hold about you. We e-mail you a summary of every kind of record.",
    facts: ["Free", "30 days"],
    icon: Eye,
    submitLabel: "Request my data",
  },
  {
    type: "export",
    title: "Export My Data",
    description: "Download a copy of your personal data as a JSON file, as soon as you confirm by e-mail.",
    facts: ["Instant", "JSON"],
    icon: Download,
    submitLabel: "Export my data",
  },
  {
    type: "delete",
    title: "Delete My Data",
    description: "Ask us to erase the personal data we hold about you. This cannot be undone.",
    facts: ["Permanent", "30 days"],
    icon: Trash2,
    submitLabel: "Delete my data",
  },
];

export type DataRequestFieldName = "email" | "fullName" | "reason";
export type TypedRequestFields = Partial<Record<DataRequestFieldName, string>>;

/** The fields each request type asks for. */
export const FIELDS_BY_TYPE: Record<DataRequestType, readonly DataRequestFieldName[]> = {
  access: ["email", "fullName"],
  export: ["email"],
  delete: ["email", "fullName", "reason"],
};

export const formSectionId = (type: DataRequestType): string => `request-${type}`;

export function typeFromHash(hash: string): DataRequestType | null {
  return DATA_REQUEST_OPTIONS.find((option) => `#${formSectionId(option.type)}` === hash)?.type ?? null;
}
