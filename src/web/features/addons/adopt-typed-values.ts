import { PET_TYPES } from "../../../shared/addons/pet-types.ts";
import { ADDON_FORM_DEFAULTS, resizePetRows, type AddonFormValues, type PetRow } from "./addon-form-values.ts";

type TextField = "bookingConfirmationId" | "guestName" | "guestEmail" | "guestPhone" | "checkInDate" | "checkOutDate" | "specialRequirements";
const TEXT_FIELDS: readonly TextField[] = ["bookingConfirmationId", "guestName", "guestEmail", "guestPhone", "checkInDate", "checkOutDate", "specialRequirements"];

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field : undefined;
}

function ticked(form: HTMLFormElement, name: string, fallback: boolean): boolean {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.checked : fallback;
}

/**
 * The values in the pre-rendered form when its code arrives: what the guest typed, ticked or chose
 * before then is in the fields but not in React's state (see lib/typed-before-hydration.ts). A pet
 * count chosen before then gets its rows here.
 */
export function adoptTypedValues(form: HTMLFormElement | null): AddonFormValues {
  if (!form) return ADDON_FORM_DEFAULTS;
  const values: AddonFormValues = { ...ADDON_FORM_DEFAULTS };
  for (const name of TEXT_FIELDS) values[name] = control(form, name)?.value ?? ADDON_FORM_DEFAULTS[name];
  values.petAddonEnabled = ticked(form, "petAddonEnabled", ADDON_FORM_DEFAULTS.petAddonEnabled);
  values.marketingConsent = ticked(form, "marketingConsent", ADDON_FORM_DEFAULTS.marketingConsent);
  const count = Number(control(form, "numberOfPets")?.value ?? ADDON_FORM_DEFAULTS.numberOfPets);
  values.numberOfPets = Number.isInteger(count) && count > 0 ? count : ADDON_FORM_DEFAULTS.numberOfPets;
  const rows: PetRow[] = [];
  for (let index = 0; control(form, `petName-${index}`); index += 1) {
    const type = control(form, `petType-${index}`)?.value;
    rows.push({ name: control(form, `petName-${index}`)?.value ?? "", type: type === PET_TYPES[1] ? "Cat" : "Dog" });
  }
  values.pets = resizePetRows(rows, values.numberOfPets);
  return values;
}

/** True when the form holds anything other than its defaults. */
export function differsFromDefaults(values: AddonFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(ADDON_FORM_DEFAULTS);
}
