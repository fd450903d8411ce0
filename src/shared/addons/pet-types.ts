/** The pets the add-on takes. A module without zod, so the add-on form's island can use it without the schemas. */
export const PET_TYPES = ["Dog", "Cat"] as const;
