/** The islands a page's HTML holds, with when each wakes (src/web/lib/islands/island-markup.ts). */
export function islandsIn(html: string): { name: string; when: string | undefined }[];

/** The budgets of ADR 057, in gzipped bytes; `notYetMet`: pages still over the first figure, each with what is left to do. */
export interface JavaScriptBudgets {
  beforeInteraction: number;
  contentPageInAll: number;
  formPageInAll: number;
  notYetMet: Readonly<Record<string, string>>;
}

export interface PageJavaScriptOptions {
  clientDir: string;
  viteManifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  pages: { path: string; file: string }[];
  budgets: JavaScriptBudgets;
}

export interface PageJavaScriptRow {
  path: string;
  islands: string[];
  before: number;
  all: number;
  content: boolean;
  /** Over a budget the build enforces: it fails. */
  over: boolean;
  /** Over the first figure, and named in `notYetMet`: printed as over it. */
  notYetMet: boolean;
}

/** Every page's row: its islands, its gzipped JavaScript before the first interaction and in all, and whether it is over. */
export function measurePageJavaScript(options: PageJavaScriptOptions): PageJavaScriptRow[];

/** Prints the build's table of JavaScript per public page and the pages not yet meeting the first figure; returns the rows over an enforced budget. */
export function reportPageJavaScript(options: PageJavaScriptOptions): PageJavaScriptRow[];
