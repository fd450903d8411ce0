import type { Prisma, PrismaClient } from "../../db/prisma.ts";
import { contentSchemaOf } from "../../../shared/content/content-kinds.ts";
import { todaysContent } from "./todays-content.ts";

/**
 * Gives every document the database does not hold yet its first version: today's content/*.ts,
 * checked by its kind's schema (ADR 098). The server calls it at every start; a document already
 * there is left as it is, so a second start (or a second instance starting at the same moment,
 * held by the key until the first commits) adds nothing, and a kind added to the code later is
 * seeded on the next start. Returns the keys it seeded.
 */
export async function seedContent(prisma: PrismaClient, now: Date): Promise<string[]> {
  const held = new Set((await prisma.contentDocument.findMany({ select: { key: true } })).map((row) => row.key));
  const missing = todaysContent().filter((document) => !held.has(document.key));
  if (missing.length === 0) return [];
  return prisma.$transaction(async (tx) => {
    const seeded: string[] = [];
    for (const document of missing) {
      const content = contentSchemaOf(document.kind).parse(document.content) as Prisma.InputJsonValue;
      const { count } = await tx.contentDocument.createMany({
        data: [{ key: document.key, kind: document.kind, revision: 1, published: content, publishedVersion: 1 }],
        skipDuplicates: true,
      });
      if (count === 0) continue;
      await tx.contentVersion.create({ data: { documentKey: document.key, version: 1, content, publishedAt: now }, select: { id: true } });
      seeded.push(document.key);
    }
    return seeded;
  }, { timeout: 30_000 });
}
