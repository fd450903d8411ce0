/** A class tailwind-merge would drop, with the later classes that drop it. */
export interface ClassConflictPair {
  dropped: string;
  by: string[];
}

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
