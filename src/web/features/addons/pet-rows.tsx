import { petFieldNames } from "../../../shared/addons/addon-paths.ts";
import { PET_TYPES } from "../../../shared/addons/pet-types.ts";
import { CONTROL_CLASS } from "../../components/form/form-field.tsx";
import { petNameKey } from "./addon-field-keys.ts";
import { AddonField, describedByVerdict } from "./addon-field.tsx";
import { PET_COUNT_CHOICES, resizePetRows, type PetRow } from "./addon-form-values.ts";
import type { FieldVerdict } from "./use-addon-form.ts";
import { Options } from "../../components/form/options.tsx";

interface PetRowsProps {
  pets: readonly PetRow[];
  /** Before (or without) the form's code: a row for each pet the selector offers (ADR 104). */
  withoutScript: boolean;
  verdict: (key: string) => FieldVerdict;
  onChange: (index: number, change: Partial<PetRow>) => void;
  onBlur: (key: string) => void;
}

/** The most pets the selector offers: the rows the page carries before its code arrives. */
const ROWS_WITHOUT_SCRIPT = Math.max(...PET_COUNT_CHOICES);

/**
 * A later row, hidden while one pet is chosen: the page's CSS does this before (or without)
 * JavaScript, and the server reads only as many rows as the pets chosen (ADR 104). The selector
 * offers 1 or 2, so only the second row has a count that leaves it out.
 */
const LATER_ROW_WITHOUT_SCRIPT = "[form:has(select[name=numberOfPets]_option[value='1']:checked)_&]:hidden";

/**
 * One row per pet, as many as the pets chosen: its name and Dog or Cat. Before the form's code
 * arrives, a row for each pet the selector offers, the later ones shown only for a count that
 * needs them (the island then keeps exactly as many as chosen).
 */
export function PetRows({ pets, withoutScript, verdict, onChange, onBlur }: PetRowsProps) {
  const rows = withoutScript ? resizePetRows(pets, Math.max(pets.length, ROWS_WITHOUT_SCRIPT)) : pets;
  return (
    <div className="space-y-4">
      {rows.map((pet, index) => {
        const nameId = `addon-pet-name-${index}`;
        const typeId = `addon-pet-type-${index}`;
        const nameVerdict = verdict(petNameKey(index));
        return (
          <fieldset key={index} className={`grid gap-4 rounded-sm border border-border p-4 sm:grid-cols-[minmax(0,1fr)_10rem]${withoutScript && index > 0 ? ` ${LATER_ROW_WITHOUT_SCRIPT}` : ""}`}>
            <legend className="px-1 text-sm font-semibold">Pet {index + 1}</legend>
            <AddonField id={nameId} label="Pet's name" required verdict={nameVerdict}>
              <input
                id={nameId}
                name={petFieldNames(index).name}
                className={CONTROL_CLASS}
                value={pet.name}
                maxLength={60}
                onChange={(event) => onChange(index, { name: event.target.value })}
                onBlur={() => onBlur(petNameKey(index))}
                {...describedByVerdict(nameId, nameVerdict)}
              />
            </AddonField>
            <div>
              <label htmlFor={typeId} className="block text-sm font-medium text-foreground">
                Type
              </label>
              <select
                id={typeId}
                name={petFieldNames(index).type}
                className={`${CONTROL_CLASS} mt-1.5`}
                value={pet.type}
                onChange={(event) => onChange(index, { type: event.target.value === "Cat" ? "Cat" : "Dog" })}
              >
                <Options choices={PET_TYPES} />
              </select>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
