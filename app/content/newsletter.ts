import { site } from "./site";

/**
 * The newsletter sign-up's words (docs/newsletter.md, "Signing up and confirming"): the box on
 * /blog and in the footer, the /newsletter page, the confirmation pages and the confirmation
 * e-mail. The consent line is stored with every request as it is shown here (without the
 * privacy link, which is appended).
 */
export const newsletterSignup = {
  boxHeading: "Stay Updated",
  boxLead:
    "Our latest insights on digital government, identity and public-sector technology, by e-mail.",
  emailLabel: "E-mail address",
  subscribe: "Subscribe",
  subscribing: "Subscribing…",
  consent:
    "We will e-mail you our new insights, about one a month. Every e-mail has a link to unsubscribe in one click.",
  privacyLink: "Privacy Policy",
  pageTitle: "Subscribe to our newsletter",
  pageLead:
    "New insights from our teams, straight to your inbox. We first send you an e-mail to confirm your address: nothing else arrives until you confirm.",
  pageDescription: `Subscribe to the ${site.name} newsletter: our new insights by e-mail, with a one-click unsubscribe.`,
  /** A post without a valid form token (the box without JavaScript, a plain POST). */
  pressSubscribe:
    "Almost there: press Subscribe to receive the confirmation e-mail.",
  /** The same answer for every address, whatever its state (no enumeration). */
  accepted:
    "Thank you. If this address can receive our newsletter, a confirmation e-mail is on its way: open the link in it within 48 hours to start your subscription.",
  invalidEmail: "Please enter a valid e-mail address.",
  tooManyForAddress:
    "Too many sign-up attempts for this address. Please try again later.",
  unavailable:
    "We could not take your sign-up just now. Please try again in a minute.",
} as const;

export const newsletterConfirm = {
  seoTitle: "Confirm your subscription",
  heading: "Confirm your subscription",
  lead: "Press the button to start receiving our newsletter. Nothing is sent until you confirm.",
  button: "Confirm my subscription",
  confirmedHeading: "You're subscribed",
  confirmedLead:
    "Thank you: your subscription is confirmed. You will receive our next insights by e-mail.",
  alreadyHeading: "You're already subscribed",
  alreadyLead:
    "This address is already confirmed: there is nothing more to do.",
  preferencesLink: "Choose your topics or language, or unsubscribe",
  expiredHeading: "This link has expired",
  expiredLead:
    "Confirmation links work for 48 hours, and only the latest one counts. Subscribe again to receive a new link.",
  subscribeAgain: "Subscribe again",
  invalidHeading: "This link is not valid",
  invalidLead:
    "This confirmation link is incomplete or was not issued by us, so nothing was changed. Copy the whole link from the e-mail, or subscribe again.",
  home: "Back to the insights",
} as const;

export const newsletterEmail = {
  subject: `Confirm your subscription to the ${site.name} newsletter`,
  greeting: "Hello,",
  why: `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address: our new insights on digital government, identity and public-sector technology, about one e-mail a month.`,
  action: "To confirm, open this link within 48 hours:",
  notYou:
    "If this was not you, ignore this e-mail: nothing will be sent to you, and the request expires on its own.",
  signature: `The ${site.name} team`,
} as const;
