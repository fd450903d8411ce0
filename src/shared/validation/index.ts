// The validation layer shared by the server (tRPC inputs, REST shims) and the web forms.

export { cleanText, cleanedString, optionalCleanedString } from "./sanitize.ts";
export { fieldErrorsOf } from "./field-errors.ts";
export { londonToday, isIsoDate, type TodayProvider } from "./calendar-date.ts";
export { PHONE_DIGIT_COUNT, PHONE_INVALID, PHONE_REQUIRED } from "./phone-number.ts";
export {
  DATE_INVALID,
  EMAIL_INVALID,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  MAX_EVENT_GUESTS,
  contactMessageSchema,
  emailField,
  emailSchema,
  eventDateField,
  eventMessageSchema,
  guestsSchema,
  nameSchema,
  optionalPhoneSchema,
  personNameField,
  phoneSchema,
} from "./fields.ts";
export {
  ADDON_EMAIL_MAX_LENGTH,
  ADDON_NOT_SELECTED,
  CHECK_OUT_NOT_AFTER_CHECK_IN,
  MAX_PETS,
  MAX_STAY_NIGHTS,
  PET_TYPES,
  STAY_TOO_LONG,
} from "./addon-fields.ts";
export {
  CONTACT_SUBJECTS,
  contactInquirySchema,
  type ContactInquiry,
  type ContactInquiryInput,
} from "./contact-inquiry.ts";
export {
  CONSENT_REQUIRED,
  EVENT_TYPES,
  createEventInquirySchema,
  eventInquirySchema,
  type EventInquiry,
  type EventInquiryInput,
} from "./event-inquiry.ts";
export { consentSchema, type Consent, type ConsentInput } from "./consent.ts";
export {
  DEFAULT_SUPPRESSION_REASON,
  newsletterSubscribeSchema,
  suppressionSchema,
  unsubscribeSchema,
  type NewsletterSubscribe,
  type NewsletterSubscribeInput,
  type Suppression,
  type SuppressionInput,
  type Unsubscribe,
  type UnsubscribeInput,
} from "./newsletter.ts";
export {
  PET_DETAILS_MISMATCH,
  addonBookingSchema,
  createAddonBookingSchema,
  type AddonBooking,
  type AddonBookingInput,
  type PetType,
} from "./addon-booking.ts";
export {
  DATA_REQUEST_TYPES,
  INVALID_REQUEST_TYPE,
  dataRequestSchema,
  type DataRequest,
  type DataRequestInput,
  type DataRequestType,
} from "./data-request.ts";
export { PASSWORD_REQUIRED, adminLoginSchema, type AdminLogin, type AdminLoginInput } from "./admin-login.ts";
