// The error texts the web app shows before any refused call could have loaded the catalogue (web/app/api/
// error-texts.ts): a picture checked in the browser before it is sent, the access page. Their own small module so
// those pages carry these lines, not the whole catalogue, which takes them from here.
export const EARLY_ERROR_TEXTS = {
  'CANNOT-ACCESS-APP': 'Your account is not on the access list for this application yet.',
  'PAYLOAD-TOO-LARGE': 'That is too large. Please send a smaller file.',
  'AVATAR-INVALID-FORMAT': 'This picture format is invalid. Please use .png, .jpg or .gif files.',
  'AVATAR-TOO-LARGE': 'This picture is too large. Please use a file under 5 MB.',
  NOT_VALID_VALUE: 'This avatar format is invalid. Please use .png or .jpg files.',
} as const;
