import type { FastifyInstance } from "fastify";
import type { PrismaClient } from "../../../src/server/db/prisma.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";

/** Test key of the erasure hash (ADR 022), so the tests never write a key file. */
export const ERASURE_HASH_KEY = "integration-test-erasure-key";

/** The latest link of `kind` e-mailed to `email`, as the outbox holds it. */
export async function mailedLink(prisma: PrismaClient, email: string, kind: "privacy_request_confirmation" | "privacy_export_ready"): Promise<string> {
  const mails = await prisma.outboxMessage.findMany({ where: { to: email, kind }, select: { text: true }, orderBy: { createdAt: "asc" } });
  const pattern = kind === "privacy_export_ready" ? /https?:\/\/\S+\/api\/gdpr\/export\?token=[A-Za-z0-9_-]{43}/ : /https?:\/\/\S+\/api\/gdpr\/confirm\?token=[A-Za-z0-9_-]{43}/;
  const link = pattern.exec(mails.at(-1)?.text ?? "")?.[0];
  if (!link) throw new Error(`no ${kind} link was e-mailed`);
  return link;
}

export const tokenOf = (link: string): string => new URL(link).searchParams.get("token") ?? "";

/** Opens an e-mailed link (GET: the page with its button). */
export const openLink = (app: FastifyInstance, link: string) => app.inject({ method: "GET", url: link.replace(TEST_ORIGIN, "") });

/** Presses the button of a link's page: a same-origin form POST back to the link, as a browser sends it. */
export const pressButton = (app: FastifyInstance, link: string) =>
  app.inject({
    method: "POST",
    url: link.replace(TEST_ORIGIN, ""),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
    payload: "",
  });

/** A unique name of letters only (the name rule), so a search for it finds this test's rows alone. */
export function uniqueName(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `Zelda ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/** A unique UK mobile number in Ofcom's drama range. */
export function uniquePhone(): string {
  return `07700 900${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

/**
 * Every text, JSON and array column of every table in the schema (from information_schema, so a
 * table added later is searched too) that contains `needle`, as "table.column".
 */
export async function columnsHolding(prisma: PrismaClient, needle: string): Promise<string[]> {
  const columns = await prisma.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ILIKE $1`, `%${needle}%`);
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
