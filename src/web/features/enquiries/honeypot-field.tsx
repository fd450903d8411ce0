/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every input fill it, and the server then stores and sends nothing.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website-field">Website</label>
      <input id="website-field" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
