/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every input fill it, and the server then stores and sends nothing.
 */
export function HoneypotField({ id = "website-field" }: { id?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
