/** The islands a page's HTML holds, with when each wakes (src/web/lib/islands/island-markup.ts). */
export function islandsIn(html: string): { name: string; when: string | undefined }[];

/** Prints the build's table of JavaScript per public page; returns the rows over the enforced budget. */
export function reportPageJavaScript(options: {
  clientDir: string;
  viteManifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  pages: { path: string; file: string }[];
  contentPageBudget: number;
  pageGoal: number;
}): { path: string; islands: string[]; before: number; all: number; content: boolean; over: boolean; overGoal: boolean }[];
