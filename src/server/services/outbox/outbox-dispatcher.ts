import type { Logger } from "../core/logger.ts";
import type { OutboxRoundSummary, OutboxSender } from "./outbox-sender.ts";

/** Something that can be told "there is new mail in the outbox" (handlers get this much). */
export interface OutboxWaker {
  wake(): void;
}

/** setTimeout/clearTimeout, replaceable so tests can drive the schedule. */
export interface DispatchTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimer: DispatchTimer = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface OutboxDispatcherOptions {
  /**
   * The longest pause between two looks at the outbox while running: retries are scheduled for
   * their exact due time, this only catches rows written by another instance.
   */
  pollIntervalMs: number;
  timer: DispatchTimer;
  now: () => Date;
}

export type OutboxRunSummary = Omit<OutboxRoundSummary, "claimed">;

const EMPTY: OutboxRunSummary = { sent: 0, retrying: 0, failed: 0, cancelled: 0 };

function add(total: OutboxRunSummary, round: OutboxRoundSummary): OutboxRunSummary {
  return {
    sent: total.sent + round.sent,
    retrying: total.retrying + round.retrying,
    failed: total.failed + round.failed,
    cancelled: total.cancelled + round.cancelled,
  };
}

/**
 * Decides when the outbox is worked through: at start, when woken after a new message, when the
 * earliest retry is due, and at least every poll interval. One run at a time per process.
 */
export class OutboxDispatcher implements OutboxWaker {
  private readonly options: OutboxDispatcherOptions;
  private running = false;
  private handle: unknown;
  private current: Promise<OutboxRunSummary> | undefined;
  /** A run started by the schedule is under way; a wake now only asks it to go round again. */
  private scheduledRunActive = false;
  private scheduled: Promise<void> | undefined;
  private wokenDuringRun = false;
  /** A timer for "now" is already set; more wakes add nothing. */
  private immediatePending = false;

  constructor(
    private readonly sender: Pick<OutboxSender, "sendDueBatch" | "nextDueAt" | "batchSize">,
    private readonly log: Logger,
    options: Partial<OutboxDispatcherOptions> = {},
  ) {
    this.options = { pollIntervalMs: 30_000, timer: realTimer, now: () => new Date(), ...options };
  }

  /** Starts the schedule (main.ts, through the outbox job). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops the schedule and waits for a run in progress. */
  async stop(): Promise<void> {
    this.running = false;
    this.cancelTimer();
    await this.scheduled;
    await this.current?.catch(() => undefined);
  }

  /** New mail was committed: send it now rather than at the next poll. Does nothing while stopped. */
  wake(): void {
    if (!this.running) return;
    if (this.scheduledRunActive) {
      this.wokenDuringRun = true;
      return;
    }
    if (!this.immediatePending) this.schedule(0);
  }

  /**
   * Sends everything due now, batch after batch, and resolves with what happened. Tests and
   * tools call it directly; a call during a run waits for that run, then makes its own.
   */
  async runOnce(): Promise<OutboxRunSummary> {
    while (this.current) await this.current.catch(() => undefined);
    const run = this.drain();
    this.current = run;
    try {
      return await run;
    } finally {
      if (this.current === run) this.current = undefined;
    }
  }

  private async drain(): Promise<OutboxRunSummary> {
    let total = EMPTY;
    for (;;) {
      const round = await this.sender.sendDueBatch();
      total = add(total, round);
      // A full batch means more may be waiting; a partly failed one is left to its backoff.
      if (round.claimed < this.sender.batchSize) return total;
    }
  }

  private schedule(ms: number): void {
    if (!this.running) return;
    this.cancelTimer();
    this.immediatePending = ms === 0;
    this.handle = this.options.timer.set(() => {
      this.handle = undefined;
      this.immediatePending = false;
      this.scheduled = this.scheduledRun();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.handle !== undefined) this.options.timer.clear(this.handle);
    this.handle = undefined;
    this.immediatePending = false;
  }

  private async scheduledRun(): Promise<void> {
    let delay = this.options.pollIntervalMs;
    this.scheduledRunActive = true;
    this.wokenDuringRun = false;
    try {
      await this.runOnce();
      const next = await this.sender.nextDueAt();
      if (next) delay = Math.min(delay, Math.max(0, next.getTime() - this.options.now().getTime()));
    } catch (error) {
      this.log.warn({ err: error }, "the outbox could not be worked through; trying again later");
    } finally {
      this.scheduledRunActive = false;
    }
    // A wake at any point of the run (even after the look at what is due) goes round again now.
    this.schedule(this.wokenDuringRun ? 0 : delay);
  }
}
