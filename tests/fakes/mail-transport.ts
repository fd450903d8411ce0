import { MailDeliveryError, type MailTransport, type OutgoingMail } from "../../src/server/integrations/mail.ts";

/** A transport that keeps what it is given, or fails as told: for outbox tests that need no SMTP. */
export class RecordingMailTransport implements MailTransport {
  readonly kind = "smtp" as const;
  readonly sent: OutgoingMail[] = [];
  /** The error each send fails with while set. */
  failWith: MailDeliveryError | undefined;

  send(mail: OutgoingMail): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    this.sent.push(mail);
    return Promise.resolve();
  }

  close(): void {}

  /** Temporary failure (connection refused). */
  static unreachable(): MailDeliveryError {
    return new MailDeliveryError("ECONNECTION", false);
  }

  /** Permanent refusal of the recipient (550). */
  static recipientRejected(): MailDeliveryError {
    return new MailDeliveryError("EENVELOPE 550", true);
  }
}
