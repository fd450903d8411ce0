/** One server-sent event as a client reads it. */
export interface ReadEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/**
 * Reads a text/event-stream over fetch, as EventSource would (event, id and data fields; comment
 * lines skipped), so tests can wait for the event they expect.
 */
export class SseReader {
  private buffer = "";
  private readonly events: ReadEvent[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(response: Response) {
    if (!response.body) throw new Error("SseReader: the answer has no body");
    this.reader = response.body.getReader();
  }

  /** The next event matching `match`, or a failure after `timeoutMs`. */
  async next(match: (event: ReadEvent) => boolean = () => true, timeoutMs = 8_000): Promise<ReadEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex(match);
      if (index >= 0) return this.events.splice(index, 1)[0] as ReadEvent;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("SseReader: no matching event in time");
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), left);
        }),
      ]);
      clearTimeout(timer);
      if (chunk === "timeout") continue;
      if (chunk.done) throw new Error("SseReader: the stream ended");
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
      this.parse();
    }
  }

  /** Every event read so far and not taken by next(). */
  pending(): readonly ReadEvent[] {
    return this.events;
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }

  private parse(): void {
    let end = this.buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      end = this.buffer.indexOf("\n\n");
      const fields = block.split("\n").filter((line) => !line.startsWith(":"));
      const value = (name: string) => fields.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
      const data = value("data");
      if (data.length === 0) continue;
      this.events.push({ event: value("event")[0] ?? "message", id: value("id")[0], data: JSON.parse(data.join("\n")) as unknown });
    }
  }
}
