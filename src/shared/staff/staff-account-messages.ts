// What the staff account, sign-in and set-up calls answer when they refuse:
// the server sends these words, and the staff screens and their tests read them from here.

export const SETUP_ALREADY_DONE = "Setup is already complete. Please sign in.";
export const SETUP_TOKEN_INVALID = "This setup token is not valid. Use the one the server printed at its last start.";
export const EMAIL_TAKEN = "A member of staff already has this e-mail address";
export const STAFF_NOT_FOUND = "Member of staff not found";
export const CURRENT_PASSWORD_WRONG = "The current password is not right";
export const NOT_YOURSELF = "You cannot disable your own account";
/** An owner's reset is for someone else (ADR 035): one's own changes need one's own proof. */
export const NOT_YOUR_OWN_RESET = "You cannot reset your own password or two-factor sign-in here. Change them under Your account.";
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose another";
export const PASSWORD_IS_NAME = "Please choose a password that is not your name or e-mail address";
export const TWO_FACTOR_CODE_NEEDED = "Enter the 6-digit code from your authenticator app";
export const TWO_FACTOR_CODE_WRONG = "That code is not right. Enter the newest code, or one of your recovery codes";
export const ENROLMENT_NOT_STARTED = "Start the two-factor set-up again: scan the new QR code";
export const OWNERS_KEEP_TWO_FACTOR = "Owners must keep two-factor sign-in";
export const SESSION_NOT_FOUND = "Session not found";
/** The one answer to a refused sign-in, whether the account exists, is disabled or the password is wrong. */
export const SIGN_IN_FAILED = "Login failed";
export const PASSWORD_CHANGE_REQUIRED = "Please choose a new password before you continue.";
export const OWNERS_ONLY = "Only an owner can do this.";
export const TWO_FACTOR_SET_UP_REQUIRED = "Owners must set up two-factor sign-in before they continue.";
