import type * as blueprint from "~/content/blueprint";
import type { ChatSiteCopy } from "./site-copy";

/*
 * Its own module: with it in site-copy.ts, site-copy.ts and the French copy once imported each
 * other, a runtime import cycle under services.server.ts that Vitest's shared module runner did
 * not survive (EnvironmentTeardownError).
 */

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The blueprint page's pieces the fixed answers quote (tiers, their intro, the journey, the
 * lead), read from a language's content module, so the chat names a tier as that page does.
 */
export function blueprintCopy(
  page: Pick<
    typeof blueprint,
    "tiers" | "tiersSection" | "journeySteps" | "hero"
  >,
): Pick<
  ChatSiteCopy,
  "tiersIntro" | "tiers" | "journeySteps" | "blueprintLead"
> {
  return {
    tiersIntro: `${page.tiersSection.intro.split(". ")[0]}.`,
    tiers: page.tiers.map((tier) => ({
      name: tier.name,
      duration: lowerFirst(tier.duration),
      // "Everything in Blueprint" / "Tout le contenu de la formule…" repeats another tier.
      features: tier.features
        .filter(
          (feature) => !/^(?:Everything in|Tout le contenu)/.test(feature),
        )
        .slice(0, 3),
    })),
    blueprintLead: page.hero.lead,
    journeySteps: page.journeySteps.map(({ title, duration }) => ({
      title,
      duration,
    })),
  };
}
