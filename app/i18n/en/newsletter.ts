/**
 * English of the newsletter messages that server code sends by id (French in
 * ../fr/newsletter.ts); the pages' own copy lives in app/content/newsletter*.ts.
 */
export default {
  "newsletter.refusal.tooManyFromNetwork":
    "Too many requests from your network. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
} as const;
