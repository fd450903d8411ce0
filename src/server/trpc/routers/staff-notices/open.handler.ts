import type { NoticeStreamStart } from "../../../../shared/staff/staff-notices.ts";
import { cursorFromEventId } from "../../../services/staff-notices/notice-cursor.ts";
import type { Context } from "../../context.ts";

/**
 * The door of GET /api/admin/events: the same staff checks as every staff call, then where the
 * stream starts: where the client left off (Last-Event-ID), else now (a fresh screen has just
 * loaded its lists).
 */
export function openNoticeStream({ ctx, input }: { ctx: Context; input: { lastEventId?: string | undefined } }): Promise<NoticeStreamStart> {
  const now = ctx.now();
  const resumeAt = cursorFromEventId(input.lastEventId, now);
  return Promise.resolve({ startMs: (resumeAt ?? now).getTime(), resumed: resumeAt !== null });
}
