// The original site's generic wording for fields that have no specific text (ADR 058).
// `label` is written as it starts a sentence ("Guest name"); `field` as it reads mid-sentence.

export function requiredMessage(label: string): string {
  return `${label} is required`;
}

export function tooShortMessage(label: string, minimum: number): string {
  return `${label} must be at least ${minimum} characters`;
}

export function tooLongMessage(label: string, maximum: number): string {
  return `${label} must be less than ${maximum} characters`;
}

export function invalidMessage(field: string): string {
  return `Please enter a valid ${field}`;
}
