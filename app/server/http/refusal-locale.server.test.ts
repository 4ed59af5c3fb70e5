import { describe, expect, it } from "vitest";
import { bodyPolicyFor } from "../body-policies.server";
import {
  newsletterLinkRateLimitedRefusal,
  busyRefusal,
  rateLimitedRefusal,
  refusalForProblem,
} from "./body-refusals.server";
import { refusalLocale } from "./refusal-locale.server";

const at = (url: string, referer?: string) =>
  refusalLocale({ url, headers: { referer } });

describe("refusalLocale", () => {
  it("takes a page post's language from its path", () => {
    expect(at("/fr/contact")).toBe("fr");
    expect(at("/fr/get-started?intent=next")).toBe("fr");
    expect(at("/contact")).toBe("en");
    expect(at("/french")).toBe("en");
    expect(at("/fr/newsletter")).toBe("fr");
    expect(at("/fr/newsletter/confirm?token=x")).toBe("fr");
  });

  it("takes the API's language from ?locale=, then from the Referer's path", () => {
    expect(at("/api/forms/contact?locale=fr")).toBe("fr");
    expect(at("/api/forms/contact?locale=en", "https://x.ca/fr/contact")).toBe(
      "en",
    );
    expect(at("/api/forms/contact", "https://x.ca/fr/contact")).toBe("fr");
    expect(at("/api/forms/contact", "https://x.ca/contact")).toBe("en");
    expect(at("/api/forms/contact")).toBe("en");
    expect(at("/api/newsletter?locale=fr")).toBe("fr");
  });

  it("accepts only en and fr, and English for anything it cannot read", () => {
    expect(at("/api/forms/contact?locale=de")).toBe("en");
    expect(at("/api/forms/contact?locale=de", "not a url at all")).toBe("en");
    expect(at("/api/forms/contact", "http://[bad")).toBe("en");
    expect(at("http://[bad")).toBe("en");
  });
});

describe("the body layer's refusals in French", () => {
  const contact = bodyPolicyFor("/contact");
  const careers = bodyPolicyFor("/careers");

  it("keeps the English verbatim by default", () => {
    expect(refusalForProblem("too-large", contact).formErrors).toEqual([
      "This submission is too large. Please shorten your text or attach a smaller file.",
    ]);
    expect(refusalForProblem("unreadable", contact).formErrors).toEqual([
      "We could not read this form submission. Please try again.",
    ]);
    expect(rateLimitedRefusal(120).formErrors[0]).toBe(
      "Too many submissions from your network. Your details are still in the form: please try again in 2 minutes, or write to us by e-mail.",
    );
  });

  it("says each refusal in French for a French page", () => {
    expect(refusalForProblem("too-large", contact, "fr").formErrors).toEqual([
      "Cet envoi est trop volumineux. Veuillez raccourcir votre texte ou joindre un fichier plus petit.",
    ]);
    expect(refusalForProblem("unreadable", contact, "fr").formErrors).toEqual([
      "Nous n’avons pas pu lire cet envoi. Veuillez réessayer.",
    ]);
    expect(
      refusalForProblem("file-not-accepted", contact, "fr").formErrors,
    ).toEqual(["Ce formulaire n’accepte pas de pièces jointes."]);
    expect(
      refusalForProblem("file-too-large", careers, "fr").fieldErrors,
    ).toEqual({ resume: ["Le curriculum vitæ ne doit pas dépasser 10 Mo"] });
    expect(busyRefusal(careers, "fr").formErrors[0]).toMatch(
      /^De nombreuses candidatures/,
    );
    const limited = rateLimitedRefusal(60, "fr");
    expect(limited.status).toBe(429);
    expect(limited.headers).toEqual({ "Retry-After": "60" });
    expect(limited.formErrors[0]).toBe(
      "Trop d’envois depuis votre réseau. Vos renseignements sont toujours dans le formulaire\u00a0: veuillez réessayer dans 1 minute ou nous écrire par courriel.",
    );
  });

  it("says the newsletter links' 429 in the page's language, with plurals", () => {
    expect(newsletterLinkRateLimitedRefusal(60).formErrors).toEqual([
      "Too many requests from your network. Please wait 1 minute and try again.",
    ]);
    expect(newsletterLinkRateLimitedRefusal(61).formErrors).toEqual([
      "Too many requests from your network. Please wait 2 minutes and try again.",
    ]);
    expect(newsletterLinkRateLimitedRefusal(61, "fr").formErrors).toEqual([
      "Trop de demandes depuis votre réseau. Veuillez patienter 2 minutes et réessayer.",
    ]);
    expect(rateLimitedRefusal(60).formErrors[0]).toContain(
      "please try again in 1 minute, or",
    );
  });

  it("gives a French form page its English page's limits and rate limit", () => {
    for (const page of ["/contact", "/get-started", "/careers", "/blueprint"])
      expect(bodyPolicyFor(`/fr${page}`)).toEqual(bodyPolicyFor(page));
    expect(bodyPolicyFor("/fr/contact").rateLimit).toBe("contact");
  });
});
