import { z } from "zod";
import { noticeStreamStartSchema } from "../../../../shared/staff/staff-notices.ts";
import { adminProcedure, router } from "../../init.ts";
import { openNoticeStream } from "./open.handler.ts";

/** Live notices to staff (ADR 028); the stream itself is rest/staff-notices/events-stream.ts. */
export const staffNoticesRouter = router({
  open: adminProcedure.input(z.object({ lastEventId: z.string().max(40).optional() })).output(noticeStreamStartSchema).query(openNoticeStream),
});
