import { useMutation, useQueryClient } from "@tanstack/react-query";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useId, useState, type FormEvent } from "react";
import { MAX_COMPETITORS, priceEntryInputSchema, unusualPriceQuestion, type PriceEntry, type PriceEntryInputData } from "../../../../shared/rooms/price-admin.ts";
import { ROOM_TYPE_NAMES, ROOM_TYPES } from "../../../../shared/rooms/room-types.ts";
import { fieldErrorsOf } from "../../../../shared/validation/field-errors.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { staffCallFailure } from "../shell/staff-call-error.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { DialogSaveButtons, StaffDialog } from "../ui/staff-dialog.tsx";
import { StaffField, StaffSelect } from "../ui/staff-field.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";
import { poundsFromText } from "./pounds-from-text.ts";
import { pricingFilter, savePriceEntry } from "./pricing-api.ts";

interface CompetitorRow {
  key: number;
  competitor: string;
  price: string;
}

const priceText = (pounds: number | null) => (pounds === null ? "" : pounds.toFixed(2));

/** Add or edit one night's prices: room type, date, ours, and a row per competitor (ADR 027). */
export function PriceEntryDialog({ entry, defaultDate, onClose }: { entry: PriceEntry | null; defaultDate: string; onClose: () => void }) {
  const mode = entry ? "edit" : "add";
  const queryClient = useQueryClient();
  const formId = useId();
  const [roomType, setRoomType] = useState<string>(entry?.roomType ?? "");
  const [date, setDate] = useState(entry?.date ?? defaultDate);
  const [ourPrice, setOurPrice] = useState(priceText(entry?.ourPrice ?? null));
  const [rows, setRows] = useState<CompetitorRow[]>(() => (entry?.competitorPrices ?? []).map((row, key) => ({ key, competitor: row.competitor, price: priceText(row.price) })));
  const [nextKey, setNextKey] = useState(rows.length);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  /** The unusual price Save has asked about once: a second Save keeps it. */
  const [askedAbout, setAskedAbout] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: PriceEntryInputData) => savePriceEntry(mode, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries(pricingFilter());
      showToast(mode === "add" ? "Prices added" : "Prices updated", "success");
      onClose();
    },
    onError: (error) => {
      const fieldErrors = staffCallFailure(error)?.fieldErrors;
      if (fieldErrors && Object.keys(fieldErrors).length) setErrors(fieldErrors);
      setStatus(failureMessage(error));
    },
  });

  function clear(field: string): void {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (save.isPending) return;
    const body = {
      roomType,
      date,
      ourPrice: poundsFromText(ourPrice),
      competitorPrices: rows.map((row) => ({ competitor: row.competitor, price: poundsFromText(row.price) })),
    } as PriceEntryInputData;
    const checked = priceEntryInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      setStatus("Please correct the errors below.");
      return;
    }
    const question = checked.data.ourPrice == null ? null : unusualPriceQuestion(checked.data.roomType, checked.data.ourPrice);
    const asking = `${checked.data.roomType} ${ourPrice}`;
    if (question && askedAbout !== asking) {
      setAskedAbout(asking);
      setErrors({ ourPrice: question });
      setStatus("Please check the price below.");
      return;
    }
    setErrors({});
    setStatus(null);
    save.mutate(body);
  }

  function updateRow(key: number, change: Partial<CompetitorRow>, index: number): void {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    clear(`competitorPrices.${index}.${"competitor" in change ? "competitor" : "price"}`);
  }

  return (
    <StaffDialog title={mode === "add" ? "Add prices" : `Edit prices: ${ROOM_TYPE_NAMES[entry?.roomType ?? "single"]}, ${formatStaffDate(`${date}T12:00:00Z`)}`} onClose={onClose}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label={mode === "add" ? "Add prices" : "Edit prices"}>
        {mode === "add" ? (
          <>
            <StaffSelect id={`${formId}-room`} label="Room type" value={roomType} error={errors.roomType} onChange={(event) => (setRoomType(event.target.value), clear("roomType"))}>
              <option value="">Choose a room type</option>
              {ROOM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ROOM_TYPE_NAMES[type]}
                </option>
              ))}
            </StaffSelect>
            <StaffField id={`${formId}-date`} label="Date" type="date" value={date} error={errors.date} onChange={(event) => (setDate(event.target.value), clear("date"))} />
          </>
        ) : null}
        <StaffField
          id={`${formId}-ours`}
          label="Our price (£)"
          hint="Per night. Leave empty to use Little Hotelier's rate."
          inputMode="decimal"
          value={ourPrice}
          error={errors.ourPrice}
          onChange={(event) => (setOurPrice(event.target.value), clear("ourPrice"))}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Competitors' prices (£ per night)</legend>
          {rows.length === 0 ? <p className="text-sm text-muted-foreground">No competitors added.</p> : null}
          {rows.map((row, index) => (
            <div key={row.key} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
              <StaffField
                id={`${formId}-competitor-${row.key}`}
                label={`Competitor ${index + 1}`}
                value={row.competitor}
                maxLength={60}
                error={errors[`competitorPrices.${index}.competitor`]}
                onChange={(event) => updateRow(row.key, { competitor: event.target.value }, index)}
              />
              <StaffField
                id={`${formId}-competitor-price-${row.key}`}
                label={`Price ${index + 1}`}
                inputMode="decimal"
                value={row.price}
                error={errors[`competitorPrices.${index}.price`]}
                onChange={(event) => updateRow(row.key, { price: event.target.value }, index)}
              />
              <Button type="button" variant="ghost" size="icon" className="mt-6" onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}>
                <Trash2 aria-hidden="true" />
                <span className="sr-only">Remove competitor {index + 1}</span>
              </Button>
            </div>
          ))}
          {rows.length < MAX_COMPETITORS ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setRows((current) => [...current, { key: nextKey, competitor: "", price: "" }]);
                setNextKey(nextKey + 1);
              }}
            >
              <Plus aria-hidden="true" />
              Add competitor
            </Button>
          ) : null}
          {errors.competitorPrices ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.competitorPrices}</p> : null}
        </fieldset>
        <FormStatus message={status} />
        <DialogSaveButtons saving={save.isPending} onCancel={onClose} />
      </form>
    </StaffDialog>
  );
}
