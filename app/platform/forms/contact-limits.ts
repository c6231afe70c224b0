// The longest name, e-mail address and phone number any form takes (leads, complaints, data requests).
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
