import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app.ts";
import { configFor } from "../../../src/server/config.ts";
import { databaseLocation } from "../../../src/server/db/adapters.ts";
import { writeBackup } from "../../../src/server/db/backup/backup-archive.ts";
import { restoreBackup } from "../../../src/server/db/backup/restore-backup.ts";
import { createAddonBooking } from "../../factories/addon-bookings.ts";
import { contactEnquiry, guestEmail } from "../../factories/enquiries.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";
import { columnsHolding, ERASURE_HASH_KEY, mailedLink, pressButton } from "./privacy-helpers.ts";

// A backup restored after a guest's confirmed erasure must not bring the guest back (ADR 022):
// the erasure log, kept outside the database, is applied when the server starts on the restored
// data. On the embedded database in a folder of its own, as `npm start` and `db:restore` run.

describe("an erasure survives the restore of a backup made before it", () => {
  let dataDir = "";
  let app: FastifyInstance | undefined;

  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<FastifyInstance> {
    const config = configFor({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, ERASURE_HASH_KEY, RATE_LIMIT_WRITES_PER_MINUTE: "10000" });
    app = await buildApp(config, { clientDir: path.resolve("tests/integration/helpers/no-web-build") });
    return app;
  }
  async function stop(): Promise<void> {
    await app?.close();
    app = undefined;
  }
  const enquire = (server: FastifyInstance, email: string, message: string) =>
    server.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry({ email, name: "Ada Byron", message }) });

  it("enquiry, backup, confirmed erasure, restore: nothing of the subject is left, and what they send later stays", { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "erasure-restore-"));
    const subject = guestEmail("erased");
    const bystander = guestEmail("bystander");
    let server = await start();
    expect((await enquire(server, subject, "Is the Garden Room free at Easter?")).statusCode).toBe(201);
    await createAddonBooking(server.prisma, { guestEmail: subject, guestName: "Ada Byron", pets: [{ name: "Pixelbert", type: "Cat" }] });
    expect((await enquire(server, bystander, "A table for two, please.")).statusCode).toBe(201);
    if (!server.backupSource) throw new Error("the app opened the embedded database itself");
    const { file } = await writeBackup(server.backupSource, path.join(dataDir, "backups", "before-erasure.tar"));

    expect((await server.inject({ method: "POST", url: "/api/gdpr/delete-request", payload: { email: subject, fullName: "Ada Byron", reason: "Please erase everything you hold." } })).statusCode).toBe(202);
    expect((await pressButton(server, await mailedLink(server.prisma, subject, "privacy_request_confirmation"))).body).toContain("Your data has been deleted");
    expect(await columnsHolding(server.prisma, subject)).toEqual([]);
    await stop();

    await restoreBackup({ file, location: databaseLocation(undefined, dataDir), dataDir, force: true });
    server = await start();
    expect(await columnsHolding(server.prisma, subject)).toEqual([]);
    expect(await columnsHolding(server.prisma, "Pixelbert")).toEqual([]);
    expect(await columnsHolding(server.prisma, bystander)).toContain("contact_inquiry.email");

    // Writing again after the erasure is a new start: the next restart keeps it.
    expect((await enquire(server, subject, "Back again: a room for June?")).statusCode).toBe(201);
    await stop();
    server = await start();
    expect(await server.prisma.contactInquiry.findMany({ where: { email: subject }, select: { message: true } })).toEqual([{ message: "Back again: a room for June?" }]);
  });
});
