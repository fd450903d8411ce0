import { PAYMENT_ERROR_MESSAGES } from "../../shared/addons/payment-errors.ts";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { APP_ERROR_STATUS } from "../errors.ts";

function table(header: [string, string], rows: [string, string | number][]): string {
  const cell = (text: string | number) => String(text).replaceAll("|", "\\|");
  return [`| ${header[0]} | ${header[1]} |`, "|---|---|", ...rows.map(([left, right]) => `| \`${cell(left)}\` | ${cell(right)} |`)].join("\n");
}

/**
 * The error catalogue as the document's description shows it, read from the catalogue itself:
 * the statuses the server answers with (errors.ts), the messages `error` carries
 * (shared/api/error-catalogue.ts) and the payment `reason` codes (shared/addons/payment-errors.ts).
 */
export function catalogueTables(): string {
  return [
    "### Statuses",
    table(["code", "HTTP status"], Object.entries(APP_ERROR_STATUS)),
    "### Messages in `error`",
    "The catalogue's wording (ADR 058) and the server's own; a call's own messages (a field's rule, a payment's) are in its schema's words.",
    table(["code", "message"], Object.entries(ERROR_MESSAGES)),
    "### Codes in `reason`",
    table(["reason", "message"], Object.entries(PAYMENT_ERROR_MESSAGES)),
  ].join("\n\n");
}
