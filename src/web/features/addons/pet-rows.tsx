import { PET_TYPES } from "../../../shared/addons/pet-types.ts";
import { CONTROL_CLASS } from "../../components/form/form-field.tsx";
import { petNameKey } from "./addon-field-keys.ts";
import { AddonField, describedByVerdict } from "./addon-field.tsx";
import type { PetRow } from "./addon-form-values.ts";
import type { FieldVerdict } from "./use-addon-form.ts";
import { Options } from "../../components/form/options.tsx";

interface PetRowsProps {
  pets: readonly PetRow[];
  verdict: (key: string) => FieldVerdict;
  onChange: (index: number, change: Partial<PetRow>) => void;
  onBlur: (key: string) => void;
}

/** One row per pet, always as many as the pets chosen: its name and Dog or Cat. */
export function PetRows({ pets, verdict, onChange, onBlur }: PetRowsProps) {
  return (
    <div className="space-y-4">
      {pets.map((pet, index) => {
        const nameId = `addon-pet-name-${index}`;
        const typeId = `addon-pet-type-${index}`;
        const nameVerdict = verdict(petNameKey(index));
        return (
          <fieldset key={index} className="grid gap-4 rounded-sm border border-border p-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <legend className="px-1 text-sm font-semibold">Pet {index + 1}</legend>
            <AddonField id={nameId} label="Pet's name" required verdict={nameVerdict}>
              <input
                id={nameId}
                name={`petName-${index}`}
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
                name={`petType-${index}`}
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
