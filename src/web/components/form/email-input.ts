/** What every e-mail address field of the public forms says of itself: a required address, with the browser's address keyboard and autofill. */
export const EMAIL_INPUT_ATTRIBUTES = { name: "email", type: "email", autoComplete: "email", inputMode: "email", required: true } as const;
