import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page that is pre-rendered like the rest but whose code is not needed to show it:
 * it is left out of the page's first-load JavaScript and hydrated a moment later, when its own
 * chunk arrives. React keeps the pre-rendered HTML of a boundary that suspends while hydrating,
 * so nothing flashes or shifts on arrival; during a client-side navigation the part appears as
 * soon as its chunk is in.
 *
 * Use it as `import.meta.env.SSR ? renderedNow(await load()) : deferred(load)`, where `load`
 * imports the part's module: the browser build then keeps only the lazy import (a static import
 * would pull the part back into the page's chunk), while the pre-render, which cannot wait for
 * lazy code, renders the part directly. Both sit in a Suspense boundary, so the trees match.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function DeferredPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The pre-render's side of `deferred`: the same Suspense boundary around the part itself. */
export function renderedNow<Props extends object>(Part: ComponentType<Props>): ComponentType<Props> {
  return function DeferredPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
