import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { STAFF_EVENT_NAMES, STAFF_EVENTS_PATH } from "../../../shared/staff/staff-notices.ts";
import { NoticeCursor } from "../../services/staff-notices/notice-cursor.ts";
import { noticesSince } from "../../services/staff-notices/notices-since.ts";
import { SSE_KEEPALIVE, sseMessage } from "../../services/staff-notices/sse-message.ts";
import { sessionStillStands } from "../../services/staff/sessions.ts";
import { createAppCaller } from "../../trpc/app-router.ts";
import { createContext } from "../../trpc/context.ts";
import { procedureOutcome } from "../define-route.ts";

/** How often an open stream looks for new records: "within seconds" (ADR 028). */
const NOTICE_POLL_MS = 2_000;
const KEEPALIVE_MS = 20_000;
/**
 * A stream ends after this long and the browser reconnects at once (with its Last-Event-ID), so
 * a session signed out or expired elsewhere stops receiving within minutes: each reconnect passes
 * the staff checks again.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;
/** What EventSource waits before reconnecting after a drop. */
const RECONNECT_MS = 3_000;
/** Streams one session may hold open (a few tabs); a further one ends the oldest. */
export const STREAMS_PER_SESSION = 3;

type Stream = { end: () => void; sessionId: string };

/**
 * Where the client left off: the Last-Event-ID that EventSource sends when it reconnects by
 * itself, else the `lastEventId` a screen puts in the address when it opens a new stream after
 * closing its last one (the server was away): a new EventSource sends no Last-Event-ID.
 */
function resumeFrom(request: FastifyRequest): string | undefined {
  const header = request.headers["last-event-id"];
  if (typeof header === "string") return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.lastEventId === "string" ? query.lastEventId : undefined;
}

async function openStream(request: FastifyRequest, reply: FastifyReply, streams: Set<Stream>, pollMs: number): Promise<void> {
  const context = createContext(request, reply);
  const lastEventId = resumeFrom(request);
  // Refused before the stream opened: the JSON answer every staff call gives (401, 403).
  const start = await procedureOutcome(createAppCaller(context).staffNotices.open(typeof lastEventId === "string" ? { lastEventId } : {}));

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
    // The stream owns its connection: when it ends (lifetime, shutdown) the socket goes too,
    // rather than idling as keep-alive, so a closing server is not kept waiting.
    connection: "close",
  });
  const sessionId = context.sessionId ?? "";
  const sameSession = [...streams].filter((other) => other.sessionId === sessionId);
  for (const oldest of sameSession.slice(0, Math.max(0, sameSession.length - STREAMS_PER_SESSION + 1))) oldest.end();
  const cursor = new NoticeCursor(new Date(start.startMs));
  if (!start.resumed) cursor.skip(await noticesSince(context.prisma, cursor.lookFrom()).catch(() => []));
  raw.write(`retry: ${RECONNECT_MS}\n\n`);
  // The first event carries an id, so even a client that saw no notice resumes from here.
  raw.write(sseMessage({ event: STAFF_EVENT_NAMES.ready, id: cursor.eventId(), data: {} }));

  let open = true;
  let timer: NodeJS.Timeout | undefined;
  const keepAlive = setInterval(() => raw.write(SSE_KEEPALIVE), KEEPALIVE_MS);
  const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
  const stream: Stream = {
    sessionId,
    end() {
      if (!open) return;
      open = false;
      clearTimeout(timer);
      clearInterval(keepAlive);
      clearTimeout(lifetime);
      streams.delete(stream);
      raw.end();
    },
  };
  streams.add(stream);
  raw.on("close", () => stream.end());

  const look = async (): Promise<void> => {
    try {
      // Signed out, expired or disabled since the stream opened: it ends at this look, within seconds.
      if (!(await sessionStillStands(context.prisma, sessionId, context.now()))) return stream.end();
      const notices = await noticesSince(context.prisma, cursor.lookFrom());
      if (!open) return;
      for (const { notice, eventId } of cursor.take(notices, context.now())) raw.write(sseMessage({ event: STAFF_EVENT_NAMES.notice, id: eventId, data: notice }));
    } catch (error) {
      // The database is away (a restart): the next look tries again; the client keeps its cursor.
      request.log.warn({ err: error }, "staff notices: look failed");
    }
    if (open) timer = setTimeout(() => void look(), pollMs);
  };
  await look();
}

/** GET /api/admin/events: server-sent events of new paid add-ons and enquiries, on the session cookie. */
export function registerAdminEventRoutes(app: FastifyInstance, pollMs: number = NOTICE_POLL_MS): void {
  app.restRoutes.push({ method: "GET", url: STAFF_EVENTS_PATH });
  const streams = new Set<Stream>();
  // A shutdown ends the streams, so the server can close; the browsers reconnect to the next one.
  app.addHook("preClose", async () => {
    for (const stream of [...streams]) stream.end();
  });
  app.get(STAFF_EVENTS_PATH, (request, reply) => openStream(request, reply, streams, pollMs));
}
