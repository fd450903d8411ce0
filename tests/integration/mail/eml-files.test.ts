import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hotel } from "../../../content/hotel.ts";
import { createMailTransport } from "../../../src/server/integrations/mail.ts";
import { parseMimeMessage } from "../../fakes/mime-message.ts";
import { contactEnquiry } from "../../factories/enquiries.ts";
import { useTestAppWith } from "../helpers/use-test-app.ts";

describe("without SMTP_URL, mail is written as .eml files under DATA_DIR/mail/", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const t = useTestAppWith(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-mail-"));
    return { config: { DATA_DIR: dataDir, STAFF_EMAIL: "front-desk@courtfield.example.com" } };
  });

  it("writes one RFC 822 file per message, named after its Message-ID", async () => {
    const guest = contactEnquiry();
    const response = await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: guest });
    expect(response.statusCode).toBe(201);
    await expect(t.app.mailOutbox.runOnce()).resolves.toMatchObject({ sent: 2 });

    const mailDir = path.join(dataDir, "mail");
    const files = (await readdir(mailDir)).sort();
    expect(files).toHaveLength(2);
    const messages = await Promise.all(files.map(async (file) => ({ file, mail: parseMimeMessage(await readFile(path.join(mailDir, file), "utf8")) })));
    const rows = await t.db.prisma.outboxMessage.findMany({ select: { messageId: true, to: true, status: true } });
    for (const { file, mail } of messages) {
      const messageId = mail.headers.get("message-id") ?? "";
      expect(file).toBe(`${messageId.slice(1, -1)}.eml`);
      expect(rows).toContainEqual({ messageId, to: mail.headers.get("to"), status: "sent" });
    }
    const acknowledgement = messages.find(({ mail }) => mail.headers.get("to") === guest.email)?.mail;
    expect(acknowledgement?.headers.get("subject")).toBe(`We've received your enquiry — ${hotel.name}`);
    expect(acknowledgement?.headers.get("from")).toBe(`${hotel.name} <${hotel.email}>`);
    expect(acknowledgement?.text).toContain("within 24 hours");
    expect(acknowledgement?.html).toContain("<strong>within 24 hours</strong>");
    // Guests' mail is this account's alone, whatever the umask (ADR 055).
    const modes = await Promise.all([mailDir, ...files.map((file) => path.join(mailDir, file))].map(async (entry) => ((await stat(entry)).mode & 0o777).toString(8)));
    expect(modes).toEqual(["700", "600", "600"]);
  });

  it("replaces the file when the same message is written again (a resend is not a second message)", async () => {
    const transport = createMailTransport({ SMTP_URL: undefined, DATA_DIR: dataDir });
    const before = (await readdir(path.join(dataDir, "mail"))).length;
    const mail = {
      messageId: "<resend-test@courtfield.example.com>",
      from: { name: hotel.name, address: hotel.email },
      to: "guest@example.com",
      subject: "Once",
      text: "Once",
      html: "<p>Once</p>",
      headers: {},
    };
    await transport.send(mail);
    await transport.send({ ...mail, text: "Still once" });
    const files = await readdir(path.join(dataDir, "mail"));
    expect(files).toHaveLength(before + 1);
    const written = parseMimeMessage(await readFile(path.join(dataDir, "mail", "resend-test@courtfield.example.com.eml"), "utf8"));
    expect(written.text).toBe("Still once");
    transport.close();
  });
});
