import TriangleAlert from "lucide-react/icons/triangle-alert";

/**
 * Why the form could not be sent ("Login failed"), announced at once: the live region is always
 * in the page, so a message put into it is read out.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-sm border border-red-700/40 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-300/40 dark:bg-red-950/40 dark:text-red-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
