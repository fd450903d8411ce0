/** The first stop of the keyboard: past the header to the page's own content (#main-content). */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-sm focus:bg-surface focus:px-4 focus:py-3 focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
