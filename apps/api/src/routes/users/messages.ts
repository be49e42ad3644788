/** 422 messages of the account endpoints (users routes and the e-mail change). */

/** 422 message when the current password given to change-password is wrong. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect';
/** 422 message when a profile e-mail belongs to another account. */
export const EMAIL_TAKEN_MESSAGE = 'This email address cannot be used';
