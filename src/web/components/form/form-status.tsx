import CircleAlert from "lucide-react/icons/circle-alert";

/** The form-level message ("Please correct the errors below.", or why sending failed), announced at once. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-sm border border-red-700/40 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-300/40 dark:bg-red-950/40 dark:text-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
