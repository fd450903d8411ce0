/** src/web/styles.css: our theme tokens and custom utilities. */
export const PROJECT_STYLESHEET: string;

/** A stylesheet's theme variables by namespace: `--color-brand` gives color "brand". */
export function themeTokens(css: string): Record<"color" | "font" | "text" | "tracking" | "leading" | "animate", string[]>;

/** The `@utility` names a stylesheet defines. */
export function customUtilities(css: string): string[];

/** tailwind-merge told the project's theme tokens and custom utilities. */
export function createClassMerge(projectCss: string): (classes: string) => string;

/** Every element of a page's HTML that has a class attribute (scripts, styles and comments left out). */
export function elementsWithClasses(html: string): { tag: string; classes: string }[];

/** A class tailwind-merge would drop, with the later classes that drop it. */
export interface ClassConflictPair {
  dropped: string;
  by: string[];
}

/** The conflicting pairs in one class list. */
export function conflictsIn(classes: string, merge: (classes: string) => string): ClassConflictPair[];

export interface ClassConflictOptions {
  clientDir: string;
  pages: { path: string; file: string }[];
  /** The project's stylesheet; src/web/styles.css when left out. */
  projectCss?: string;
}

/** One distinct element (tag and classes) with a conflict, and the pages it is on. */
export interface ClassConflict {
  tag: string;
  classes: string;
  pairs: ClassConflictPair[];
  pages: string[];
}

/** Every page's elements checked: how many pages and elements, and the conflicts found. */
export function findClassConflicts(options: ClassConflictOptions): { pages: number; elements: number; conflicts: ClassConflict[] };

/** Prints one line when there is no conflict, or lists them; returns the conflicts for the build to fail on. */
export function reportClassConflicts(options: ClassConflictOptions): ClassConflict[];
