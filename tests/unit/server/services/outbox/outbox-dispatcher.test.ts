import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type DispatchTimer, OutboxDispatcher } from "../../../../../src/server/services/outbox/outbox-dispatcher.ts";
import type { OutboxRoundSummary } from "../../../../../src/server/services/outbox/outbox-sender.ts";

const log = Fastify({ logger: false }).log;

/** Timers fired by hand: `fire()` runs what is due at the next step. */
class ManualTimer implements DispatchTimer {
  pending = new Map<number, { callback: () => void; ms: number }>();
  private next = 0;
  set(callback: () => void, ms: number): unknown {
    this.next += 1;
    this.pending.set(this.next, { callback, ms });
    return this.next;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  delays(): number[] {
    return [...this.pending.values()].map((entry) => entry.ms);
  }
  fire(): void {
    const due = [...this.pending.entries()];
    this.pending.clear();
    for (const [, entry] of due) entry.callback();
  }
}

function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A sender whose outbox holds `due` messages; each round sends up to the batch size. */
function fakeSender(state: { due: number; nextDueAt?: Date; rounds: number }) {
  return {
    batchSize: 3,
    sendDueBatch(): Promise<OutboxRoundSummary> {
      state.rounds += 1;
      const claimed = Math.min(state.due, 3);
      state.due -= claimed;
      return Promise.resolve({ claimed, sent: claimed, retrying: 0, failed: 0, cancelled: 0 });
    },
    nextDueAt: () => Promise.resolve(state.nextDueAt),
  };
}

describe("OutboxDispatcher", () => {
  it("runOnce sends batch after batch until a round comes back short", async () => {
    const state = { due: 7, rounds: 0 };
    const dispatcher = new OutboxDispatcher(fakeSender(state), log, { timer: new ManualTimer() });
    await expect(dispatcher.runOnce()).resolves.toEqual({ sent: 7, retrying: 0, failed: 0, cancelled: 0 });
    expect(state.rounds).toBe(3);
  });

  it("does nothing on wake until started, then runs at once and next at the earliest retry or the poll interval", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const state = { due: 1, rounds: 0, nextDueAt: new Date(now.getTime() + 4_000) };
    const timer = new ManualTimer();
    const dispatcher = new OutboxDispatcher(fakeSender(state), log, { timer, pollIntervalMs: 30_000, now: () => now });
    dispatcher.wake();
    expect(timer.delays()).toEqual([]);

    dispatcher.start();
    expect(timer.delays()).toEqual([0]);
    timer.fire();
    await flush();
    expect(state.rounds).toBe(1);
    expect(timer.delays()).toEqual([4_000]);

    state.nextDueAt = new Date(now.getTime() + 3_600_000);
    timer.fire();
    await flush();
    expect(timer.delays()).toEqual([30_000]);
    await dispatcher.stop();
    expect(timer.delays()).toEqual([]);
  });

  it("turns a wake into an immediate run, and a wake during a run into another run straight after", async () => {
    const state = { due: 0, rounds: 0 };
    const timer = new ManualTimer();
    const dispatcher = new OutboxDispatcher(fakeSender(state), log, { timer, pollIntervalMs: 30_000 });
    dispatcher.start();
    timer.fire();
    await flush();
    expect(timer.delays()).toEqual([30_000]);

    dispatcher.wake();
    dispatcher.wake();
    expect(timer.delays()).toEqual([0]);
    timer.fire();
    // Woken while that run is under way: the next one follows at once instead of after the poll interval.
    dispatcher.wake();
    await flush();
    expect(timer.delays()).toEqual([0]);
    await dispatcher.stop();
  });
});
