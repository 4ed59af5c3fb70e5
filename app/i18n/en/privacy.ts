/**
 * English of the messages the server sends the privacy request pages by id (decision 072);
 * French in ../fr/privacy.ts.
 */
export default {
  "privacy.request.form.expired":
    "This page has been open for a long time. Please check your request and send it again.",
  "privacy.request.form.checkAndSend":
    "Please check your request and send it again.",
  "privacy.request.form.tooManyForAddress":
    "We have sent several codes to this address in the last hour. Please wait an hour, or use the code we already sent.",
  "privacy.request.code.noCode":
    "This code has expired or was entered wrongly too many times. Ask for a new code below.",
  "privacy.request.code.closed":
    "This request can no longer be confirmed: unconfirmed requests lapse after 7 days. Please send a new request.",
  "privacy.request.code.resent":
    "We sent a new code. The previous one no longer works.",
  "privacy.request.download.sent":
    "We sent a code to the address the request came from. It works for 10 minutes.",
  "privacy.request.download.expired":
    "This download link has expired: files are deleted after 7 days. Please make a new request.",
} as const;
