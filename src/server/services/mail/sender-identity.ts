import { hotel } from "../../../../content/hotel.ts";
import type { Config } from "../../config.ts";

export interface SenderIdentity {
  from: { name: string; address: string };
  /** The right-hand side of Message-IDs. */
  domain: string;
}

/** Mail comes from the hotel by name, at MAIL_FROM or else the hotel's public address. */
export function senderIdentity(config: Pick<Config, "MAIL_FROM">): SenderIdentity {
  const address = config.MAIL_FROM ?? hotel.email;
  return { from: { name: hotel.name, address }, domain: address.slice(address.lastIndexOf("@") + 1) };
}
