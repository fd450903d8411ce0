import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { createMailTransport, type MailTransport } from "../integrations/mail.ts";
import { senderIdentity } from "../services/mail/sender-identity.ts";
import { OutboxDispatcher, type OutboxDispatcherOptions } from "../services/outbox/outbox-dispatcher.ts";
import { OutboxSender, type OutboxSenderOptions } from "../services/outbox/outbox-sender.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the outbox; handlers reach its `wake()` as `ctx.outbox`. */
    mailOutbox: OutboxDispatcher;
  }
}

export interface MailOutboxOptions {
  /** Another transport than the configured one (tests). */
  transport?: MailTransport;
  sender?: Partial<OutboxSenderOptions>;
  dispatcher?: Partial<OutboxDispatcherOptions>;
}

/**
 * The outbox sender of this server: SMTP_URL's server, or .eml files in DATA_DIR/mail/. Its
 * schedule runs only once the outbox job starts it (main.ts); until then `wake()` does nothing
 * and tests call `runOnce()`.
 */
const mailOutboxPlugin: FastifyPluginAsync<MailOutboxOptions> = async (app, options) => {
  const transport = options.transport ?? createMailTransport(app.config);
  const sender = new OutboxSender(app.prisma, transport, senderIdentity(app.config), app.log, options.sender);
  app.decorate("mailOutbox", new OutboxDispatcher(sender, app.log, options.dispatcher));
  app.addHook("onClose", async () => {
    await app.mailOutbox.stop();
    transport.close();
  });
};

export default fp(mailOutboxPlugin, { name: "mail-outbox" });
