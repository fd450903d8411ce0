/** The policy links of the consent wording: each opens in a new tab. */
export function PolicyLinks() {
  return (
    <>
      <a href="/privacy-policy" target="_blank" rel="noopener" className="font-medium text-brand underline underline-offset-4">
        Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
      </a>{" "}
      and{" "}
      <a href="/cookie-policy" target="_blank" rel="noopener" className="font-medium text-brand underline underline-offset-4">
        Cookie Policy<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
