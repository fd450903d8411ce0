import { beforeAll, describe, expect, it } from "vitest";
import { faqs } from "../../../content/faq.ts";
import { hotel } from "../../../content/hotel.ts";
import { NOT_FOUND_TITLE, pageCopy } from "../../../content/pages.ts";
import { PET_FEE } from "../../../content/pet-fee.ts";
import { privacyPolicy } from "../../../content/policies/privacy-policy.ts";
import { ROOM_COUNT } from "../../../content/room-numbers.ts";
import { rooms } from "../../../content/rooms.ts";
import { seedContent } from "../../../src/server/services/content/content-seed.ts";
import { CONTENT_KIND_NAMES } from "../../../src/shared/content/content-kinds.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("a fresh database starts with the site's content as version 1", () => {
  const t = useTestApp();
  const seededAt = new Date("2026-12-01T09:00:00.000Z");
  let seeded: string[] = [];

  beforeAll(async () => {
    seeded = await seedContent(t.db.prisma, seededAt);
  });

  const published = async (key: string) => (await t.db.prisma.contentDocument.findUniqueOrThrow({ where: { key } })).published;

  it("holds one document per kind, and one per room and per policy, each at revision 1 with no draft", async () => {
    const documents = await t.db.prisma.contentDocument.findMany({ select: { key: true, kind: true, revision: true, publishedVersion: true, draft: true } });
    expect(documents).toHaveLength(CONTENT_KIND_NAMES.length - 2 + ROOM_COUNT + 4);
    expect(new Set(documents.map((document) => document.kind))).toEqual(new Set(CONTENT_KIND_NAMES));
    expect(documents.map((document) => document.key).sort()).toEqual([...seeded].sort());
    expect(documents.filter((document) => document.kind === "room").map((document) => document.key)).toContain(`room/room-${String(ROOM_COUNT)}`);
    for (const document of documents) expect(document).toMatchObject({ revision: 1, publishedVersion: 1, draft: null });
  });

  it("publishes today's content/*.ts unchanged, kept as version 1 with no author", async () => {
    expect(await published("hotel")).toEqual(hotel);
    expect(await published("faq")).toEqual({ faqs });
    expect(await published("room/room-12")).toEqual(rooms[11]);
    expect(await published("pet-fee")).toEqual(PET_FEE);
    expect(await published("pages")).toEqual({ pageCopy, notFoundTitle: NOT_FOUND_TITLE });
    expect(await published("policy/privacy-policy")).toEqual(privacyPolicy);
    expect(await t.db.prisma.contentVersion.findMany({ where: { documentKey: "faq" }, select: { version: true, content: true, publishedAt: true, publishedById: true, restoredFrom: true } })).toEqual([
      { version: 1, content: { faqs }, publishedAt: seededAt, publishedById: null, restoredFrom: null },
    ]);
  });

  it("adds nothing when the server starts again, even after a document changed", async () => {
    await t.db.prisma.contentDocument.update({ where: { key: "faq" }, data: { draft: { faqs: [] }, revision: 2 } });
    const counts = async () => [await t.db.prisma.contentDocument.count(), await t.db.prisma.contentVersion.count()];
    const before = await counts();
    expect(before).toEqual([seeded.length, seeded.length]);
    await expect(seedContent(t.db.prisma, new Date())).resolves.toEqual([]);
    expect(await counts()).toEqual(before);
    expect(await t.db.prisma.contentDocument.findUniqueOrThrow({ where: { key: "faq" }, select: { revision: true, draft: true } })).toEqual({ revision: 2, draft: { faqs: [] } });
  });

  it("seeds only the documents the database lacks (a kind added later), leaving the ones it holds", async () => {
    await t.db.prisma.$executeRawUnsafe(`TRUNCATE "content_version", "content_document"`);
    await t.db.prisma.contentDocument.create({ data: { key: "faq", kind: "faq", published: { faqs: [] }, publishedVersion: 1 } });
    const again = await seedContent(t.db.prisma, new Date());
    expect(again).toHaveLength(seeded.length - 1);
    expect(again).not.toContain("faq");
    expect(await published("faq")).toEqual({ faqs: [] });
    expect(await published("hotel")).toEqual(hotel);
  });

  it("keeps every published version as it was: the database refuses to change or delete one", async () => {
    await expect(t.db.prisma.contentVersion.updateMany({ where: { documentKey: "hotel" }, data: { publishedByEmail: "someone@example.com" } })).rejects.toThrow(/content_version keeps every published version/);
    await expect(t.db.prisma.contentVersion.deleteMany({ where: { documentKey: "hotel" } })).rejects.toThrow(/content_version keeps every published version/);
  });
});
