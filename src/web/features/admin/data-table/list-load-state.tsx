import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../ui/form-alert.tsx";

/** The part of a list query these lines read. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A staff list's loading line, or why it could not load with a button to ask again. */
export function ListLoadState({ list, loading, failed }: { list: ListQuery; loading: string; failed: string }) {
  return (
    <>
      {list.isPending ? <p role="status">{loading}</p> : null}
      {list.isError ? (
        <div className="space-y-3">
          <FormAlert message={failed} />
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
    </>
  );
}
