/** One server-sent event in the text/event-stream format (WHATWG HTML §9.2). */
export function sseMessage({ event, id, data }: { event: string; id?: string; data: unknown }): string {
  const lines = [`event: ${event}`, ...(id === undefined ? [] : [`id: ${id}`]), ...JSON.stringify(data).split("\n").map((line) => `data: ${line}`)];
  return `${lines.join("\n")}\n\n`;
}

/** A comment line: keeps proxies from closing a quiet stream; clients ignore it. */
export const SSE_KEEPALIVE = ": keep-alive\n\n";
