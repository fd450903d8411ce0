import { use, type ComponentType } from "react";

export type PageModule = { default: ComponentType };

export interface LazyPage {
  /** Renders the page; suspends (React `use`) until its chunk has loaded. */
  Page: ComponentType;
  /** Loads the page's chunk; the pre-render and the client await it before rendering. */
  preload: () => Promise<void>;
}

/**
 * A code-split page. Unlike React.lazy, a page whose chunk was preloaded renders at once, so the
 * first render in the browser matches the pre-rendered HTML and hydration never waits.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk may load on the next try
        throw error;
      },
    ));
  function Page() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  return { Page, preload };
}
