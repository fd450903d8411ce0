import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import { hotel } from "../../../content/hotel.ts";
import { faqs } from "../../../content/faq.ts";
import { clubs, nightlifeTips, pubs } from "../../../content/nightlife.ts";
import { PET_FEE } from "../../../content/pet-fee.ts";
import { rooms } from "../../../content/rooms.ts";
import { AppError } from "../../../src/server/errors.ts";
import { seedContent } from "../../../src/server/services/content/content-seed.ts";
import { saveContentDraft } from "../../../src/server/services/content/admin/content-admin.ts";
import { publishedContent } from "../../../src/server/services/content/published-content.ts";
import { ERROR_MESSAGES } from "../../../src/shared/api/error-catalogue.ts";
import { CONTENT_ADMIN_MESSAGES, CONTENT_CHANGED_REASON } from "../../../src/shared/content/content-admin.ts";
import { TEXT_REFUSALS } from "../../../src/shared/content/content-text.ts";
import { OWNERS_ONLY } from "../../../src/shared/staff/staff-account-messages.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { callerOf, serviceContextFor } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

/** The AppError a call was refused with (the tRPC error keeps it as its cause). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  const cause = error instanceof TRPCError ? error.cause : error;
  if (!(cause instanceof AppError)) throw new Error(`Expected the call to be refused, got ${String(error)}`);
  return cause;
}

describe("the site's content as documents with drafts, versions and restore", () => {
  const t = useTestApp();
  const seededAt = new Date("2026-12-01T09:00:00.000Z");

  const owner = () => createAdminSession(t.app, { role: "owner" }).then((session) => session.admin);
  /** Everything the database holds of one document, to prove a refused call changed nothing. */
  const stored = async (key: string) => ({
    document: await t.db.prisma.contentDocument.findUnique({ where: { key } }),
    versions: await t.db.prisma.contentVersion.findMany({ where: { documentKey: key }, orderBy: { version: "asc" } }),
    audit: await t.db.prisma.auditEvent.count({ where: { action: { startsWith: "content." } } }),
  });

  beforeAll(async () => {
    await seedContent(t.db.prisma, seededAt);
  });

  it("lists every document with its state: version 1 of today's content, published by no one, no draft", async () => {
    const { documents } = await callerOf(t.app, await owner()).content.admin.list();
    expect(documents.map((document) => document.key).slice(0, 8)).toEqual(["hotel", "breakfast-hours", "headline-facts", "home-sections", "reviews", "room/room-1", "room/room-2", "room/room-3"]);
    expect(documents.find((document) => document.key === "room/room-10")).toEqual({
      key: "room/room-10",
      kind: "room",
      label: "Room",
      revision: 1,
      publishedVersion: 1,
      published: { at: seededAt.toISOString(), by: null },
      draft: null,
    });
    expect(await callerOf(t.app, await owner()).content.admin.versions({ key: "faq" })).toEqual({ key: "faq", versions: [{ version: 1, publishedAt: seededAt.toISOString(), publishedBy: null, restoredFrom: null }] });
    expect(await publishedContent(t.db.prisma, "room", "room-12")).toEqual(rooms[11]);
  });

  it("saves a draft without changing the page, then publishes it as version 2 with who and when, audited", async () => {
    const admin = await owner();
    const caller = callerOf(t.app, admin);
    const changed = { faqs: faqs.map((entry, index) => (index === 0 ? { ...entry, answer: ["Yes: the bar is open until midnight."] } : entry)) };

    const drafted = await caller.content.admin.saveDraft({ key: "faq", baseRevision: 1, content: changed });
    expect(drafted).toMatchObject({ revision: 2, publishedVersion: 1, draft: { at: expect.any(String) as string, by: admin.email } });
    expect(drafted.publishedContent).toEqual({ faqs });
    expect(drafted.draftContent).toEqual(changed);
    // The pages' reader never sees a draft.
    expect(await publishedContent(t.db.prisma, "faq")).toEqual({ faqs });

    const published = await caller.content.admin.publish({ key: "faq", baseRevision: 2 });
    expect(published).toMatchObject({ revision: 3, publishedVersion: 2, published: { by: admin.email }, draft: null, draftContent: null });
    expect(published.publishedContent).toEqual(changed);
    expect(await publishedContent(t.db.prisma, "faq")).toEqual(changed);
    expect(await caller.content.admin.versions({ key: "faq" })).toMatchObject({
      versions: [
        { version: 2, publishedBy: admin.email, restoredFrom: null },
        { version: 1, publishedBy: null },
      ],
    });
    const kept = await t.db.prisma.contentVersion.findUniqueOrThrow({ where: { documentKey_version: { documentKey: "faq", version: 2 } } });
    expect({ content: kept.content, by: kept.publishedById }).toEqual({ content: changed, by: admin.id });
    expect(await t.db.prisma.auditEvent.findMany({ where: { action: "content.published" }, select: { actorId: true, targetType: true, targetId: true, details: true } })).toEqual([
      { actorId: admin.id, targetType: "content_document", targetId: "faq", details: { kind: "faq", version: 2, revision: 3 } },
    ]);
    // Nothing left to publish.
    expect(await refusal(caller.content.admin.publish({ key: "faq", baseRevision: 3 }))).toMatchObject({ code: "BAD_REQUEST", message: CONTENT_ADMIN_MESSAGES.NO_DRAFT });
  });

  it("refuses a document its schema refuses, with each field's message, and saves nothing", async () => {
    const caller = callerOf(t.app, await owner());
    const before = [await stored("hotel"), await stored("room/room-3")];

    const blankName = await refusal(caller.content.admin.saveDraft({ key: "hotel", baseRevision: 1, content: { ...hotel, name: "   " } }));
    expect(blankName).toMatchObject({ code: "BAD_REQUEST", message: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { name: TEXT_REFUSALS.empty } });
    const markup = await refusal(caller.content.admin.saveDraft({ key: "room/room-3", baseRevision: 1, content: { ...rooms[2], description: "A <b>lovely</b> room" } }));
    expect(markup.fieldErrors).toEqual({ description: TEXT_REFUSALS.markup });
    const notADocument = await refusal(caller.content.admin.saveDraft({ key: "room", baseRevision: 1, content: rooms[2] }));
    expect(notADocument).toMatchObject({ code: "NOT_FOUND", message: CONTENT_ADMIN_MESSAGES.DOCUMENT_NOT_FOUND });

    expect([await stored("hotel"), await stored("room/room-3")]).toEqual(before);
  });

  it("refuses the second of two editors who opened the same revision with a conflict, keeping the first's draft; the second saves again from the new revision", async () => {
    const first = callerOf(t.app, await owner());
    const secondAdmin = await owner();
    const second = callerOf(t.app, secondAdmin);
    const opened = await second.content.admin.read({ key: "nightlife" });
    const firstDraft = { pubs, clubs, tips: ["Book a taxi home before 11 PM on Saturdays."] };
    const secondDraft = { pubs, clubs, tips: [...nightlifeTips, "The castle is lit up at night."] };

    await first.content.admin.saveDraft({ key: "nightlife", baseRevision: opened.revision, content: firstDraft });
    const afterFirst = await stored("nightlife");
    const conflict = await refusal(second.content.admin.saveDraft({ key: "nightlife", baseRevision: opened.revision, content: secondDraft }));
    expect(conflict).toMatchObject({ code: "CONFLICT", message: CONTENT_ADMIN_MESSAGES.CHANGED_SINCE_OPENED, reason: CONTENT_CHANGED_REASON });
    expect(await stored("nightlife")).toEqual(afterFirst);
    // A publish from the old revision is refused too: it would publish a draft its owner never saw.
    expect(await refusal(second.content.admin.publish({ key: "nightlife", baseRevision: opened.revision }))).toMatchObject({ code: "CONFLICT" });
    expect(await stored("nightlife")).toEqual(afterFirst);

    const reopened = await second.content.admin.read({ key: "nightlife" });
    expect(reopened.draftContent).toEqual(firstDraft);
    const saved = await second.content.admin.saveDraft({ key: "nightlife", baseRevision: reopened.revision, content: secondDraft });
    expect(saved).toMatchObject({ revision: opened.revision + 2, draft: { by: secondAdmin.email } });
    expect(saved.draftContent).toEqual(secondDraft);
  });

  it("lets reception read the content but not save, publish or restore it: refused, nothing changed, nothing audited", async () => {
    const { admin: receptionist } = await createAdminSession(t.app);
    const reception = callerOf(t.app, receptionist);
    await callerOf(t.app, await owner()).content.admin.saveDraft({ key: "about", baseRevision: 1, content: (await reception.content.admin.read({ key: "about" })).publishedContent });
    const before = await stored("about");

    await expect(reception.content.admin.list()).resolves.toMatchObject({ documents: expect.any(Array) as unknown[] });
    await expect(reception.content.admin.versions({ key: "about" })).resolves.toMatchObject({ versions: [{ version: 1 }] });
    const content = (await reception.content.admin.read({ key: "about" })).draftContent;
    for (const call of [
      reception.content.admin.publish({ key: "about", baseRevision: 2 }),
      reception.content.admin.saveDraft({ key: "about", baseRevision: 2, content }),
      reception.content.admin.restore({ key: "about", version: 1 }),
    ]) {
      expect(await refusal(call)).toMatchObject({ code: "FORBIDDEN", message: OWNERS_ONLY });
    }
    // The service refuses it too, whoever calls it.
    expect(await refusal(saveContentDraft(serviceContextFor(t.app, receptionist), { key: "about", baseRevision: 2, content }))).toMatchObject({
      code: "FORBIDDEN",
      message: CONTENT_ADMIN_MESSAGES.OWNERS_ONLY,
    });
    expect(await stored("about")).toEqual(before);
  });

  it("restores version 1 in one step as version 3, equal to version 1, audited with the kind and the version", async () => {
    const admin = await owner();
    const caller = callerOf(t.app, admin);
    const raised = { ...PET_FEE, perPetPerNight: PET_FEE.perPetPerNight + 5 };
    await caller.content.admin.saveDraft({ key: "pet-fee", baseRevision: 1, content: raised });
    await caller.content.admin.publish({ key: "pet-fee", baseRevision: 2 });
    expect(await refusal(caller.content.admin.restore({ key: "pet-fee", version: 9 }))).toMatchObject({ code: "NOT_FOUND", message: CONTENT_ADMIN_MESSAGES.VERSION_NOT_FOUND });

    const restored = await caller.content.admin.restore({ key: "pet-fee", version: 1 });
    expect(restored).toMatchObject({ publishedVersion: 3, revision: 4, published: { by: admin.email } });
    expect(restored.publishedContent).toEqual(PET_FEE);
    expect(await publishedContent(t.db.prisma, "pet-fee")).toEqual(PET_FEE);
    const versions = await t.db.prisma.contentVersion.findMany({ where: { documentKey: "pet-fee" }, orderBy: { version: "asc" }, select: { version: true, content: true, restoredFrom: true } });
    expect(versions).toEqual([
      { version: 1, content: PET_FEE, restoredFrom: null },
      { version: 2, content: raised, restoredFrom: null },
      { version: 3, content: PET_FEE, restoredFrom: 1 },
    ]);
    expect(await t.db.prisma.auditEvent.findMany({ where: { targetId: "pet-fee" }, orderBy: { id: "asc" }, select: { action: true, actorId: true, details: true } })).toEqual([
      { action: "content.published", actorId: admin.id, details: { kind: "pet-fee", version: 2, revision: 3 } },
      { action: "content.restored", actorId: admin.id, details: { kind: "pet-fee", version: 3, revision: 4, restoredFrom: 1 } },
    ]);
  });
});
