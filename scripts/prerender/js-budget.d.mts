/** The islands a page's HTML holds, with when each wakes (src/web/lib/islands/island-markup.ts). */
export function islandsIn(html: string): { name: string; when: string | undefined }[];

export interface PageJavaScriptOptions {
  clientDir: string;
  viteManifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  pages: { path: string; file: string }[];
  contentPageBudget: number;
  pageGoal: number;
}

export interface PageJavaScriptRow {
  path: string;
  islands: string[];
  before: number;
  all: number;
  content: boolean;
  over: boolean;
  overGoal: boolean;
}

/** Every page's row: its islands, its gzipped JavaScript before the first interaction and in all, and whether it is over. */
export function measurePageJavaScript(options: PageJavaScriptOptions): PageJavaScriptRow[];

/** Prints the build's table of JavaScript per public page; returns the rows over the enforced budget. */
export function reportPageJavaScript(options: PageJavaScriptOptions): PageJavaScriptRow[];
