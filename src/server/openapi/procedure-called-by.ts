/** The tRPC procedure a REST shim calls, and the input fields the shim's wrapper fixes. */
export interface CalledProcedure {
  /** Its path in the app router, as tRPC names it ("addons.createCheckoutSession"). */
  path: string;
  /** Fields the shim adds to every input (`/api/admin/inquiries/contact` fixes `kind: "contact"`). */
  fixedInput: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Finds the procedure a shim's `procedure` option picks (`(caller) => caller.addons.byId`, or a
 * wrapper that calls one) by handing it a stand-in caller that notes the path it is walked down
 * and the input it is finally called with. Given an empty input, every field a wrapper forwards is
 * one it fixed itself. Nothing runs: the stand-in answers every call with undefined.
 */
export function procedureCalledBy(select: (caller: never) => unknown): CalledProcedure {
  const calls: { path: string; input: unknown }[] = [];
  const pathOf = new WeakMap<object, string>();
  const standIn = (path: string[]): object => {
    const proxy: object = new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === "string" ? standIn([...path, key]) : undefined),
      apply: (_target, _this, args: unknown[]) => {
        calls.push({ path: path.join("."), input: args[0] });
        return Promise.resolve(undefined);
      },
    });
    pathOf.set(proxy, path.join("."));
    return proxy;
  };

  const chosen = select(standIn([]) as never);
  const direct = typeof chosen === "function" ? pathOf.get(chosen) : undefined;
  if (direct) return { path: direct, fixedInput: {} };
  if (typeof chosen === "function") void (chosen as (input: unknown) => unknown)({});
  const [call, ...more] = calls;
  if (!call || more.length > 0) throw new Error(`A REST shim must call exactly one procedure; this one called ${calls.length}`);
  return { path: call.path, fixedInput: isRecord(call.input) ? call.input : {} };
}
