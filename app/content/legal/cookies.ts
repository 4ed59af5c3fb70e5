import { site } from "../site";
import type { LegalDocument } from "./legal-document";

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  path: "/cookies",
  summary:
    `${site.name} uses only strictly necessary cookies: to keep invited clients and staff signed in and to protect ` +
    "the site. No advertising, analytics or tracking cookies, and no cookie banner because there is nothing to opt in to.",
  sections: [
    {
      id: "summary",
      heading: "In short",
      blocks: [
        {
          kind: "list",
          items: [
            "Browsing our public pages sets no cookies at all.",
            "Signing in to the client portal or the staff area sets a session cookie that keeps you signed in.",
            "We use no advertising, analytics, social-media or other tracking cookies, pixels or fingerprinting, " +
              "and we do not let third parties track you on our pages.",
          ],
        },
      ],
    },
    {
      id: "what-are-cookies",
      heading: "What cookies are",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Cookies are small text files a website asks your browser to store and send back with later requests. " +
            "Browsers offer similar storage, such as session storage, that stays on your device. This policy covers " +
            "both.",
        },
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Cookies and browser storage we use",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Everything below is strictly necessary: the feature you asked for cannot work without it, so privacy " +
            "law does not require consent. None of it is used to identify you across other websites.",
        },
        {
          kind: "table",
          caption: "Strictly necessary cookies and storage",
          columns: ["Name or type", "Set when", "Purpose", "Lasts"],
          rows: [
            [
              "Sign-in session cookie",
              "You sign in to the client portal or the staff area",
              "Keeps you signed in and links each request to your account. It is HttpOnly, Secure and SameSite=Lax, " +
                "so page scripts and other websites cannot read or send it.",
              "Until you sign out or the session expires",
            ],
            [
              "Demo dashboard access",
              "You unlock the demo client dashboard",
              "Remembers that you passed the demo gate, so it does not ask again on every page.",
              "Until you close the browser",
            ],
          ],
        },
        {
          kind: "paragraph",
          text:
            "The chat assistant sets no cookies: its conversation identifier lives only in the open page and is " +
            "gone when you reload or leave it.",
        },
      ],
    },
    {
      id: "what-we-do-not-use",
      heading: "What we do not use",
      blocks: [
        {
          kind: "paragraph",
          text:
            "We do not use third-party analytics services, advertising networks, retargeting, social-media pixels, " +
            "session recording or device fingerprinting, and our pages load no third-party scripts, fonts or images. " +
            "Site performance and security are monitored from our own server logs, and visits are counted by our own " +
            "server without any cookie, as our Privacy Policy explains.",
        },
        {
          kind: "paragraph",
          text:
            "The one exception is optional: after you submit the getting-started form, the thank-you step offers a " +
            "booking calendar from an external scheduling service. That service may set its own cookies when the " +
            "calendar loads, under its own cookie and privacy policies.",
        },
      ],
    },
    {
      id: "managing-cookies",
      heading: "Managing cookies",
      blocks: [
        {
          kind: "paragraph",
          text:
            "You can block or delete cookies in your browser settings. The public website works fully without them; " +
            "if you block the session cookie, you will not be able to stay signed in to the client portal. Because " +
            "we do not track you, signals such as Global Privacy Control and Do Not Track need no further action from " +
            "us: there is no sale or sharing of your information to opt out of.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes and questions",
      blocks: [
        {
          kind: "paragraph",
          text:
            "If we ever add a cookie that is not strictly necessary, we will update this page first and ask for your " +
            `consent before setting it. Questions about cookies: ${site.contactEmail}.`,
        },
      ],
    },
  ],
};
