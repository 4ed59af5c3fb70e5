import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardLayoutLoader as dashboardLoader } from "~/server/portal/dashboard-layout.handler.server";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import { createInvitation } from "~/server/auth/invitations.server";
import { authMessages } from "~/domain/auth/auth-forms";
import { intlFor } from "~/i18n/intl";
import { formatMessage } from "~/i18n/message";
import {
  clientInvitations,
  clients,
  profiles,
  user,
} from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { requestContext, startTestServices } from "../support/app-services";

/** /auth with an invitation link (§ 7 handle-invitation-signup), on PGlite and PostgreSQL. */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

async function invite(
  email: string,
  role: "client_admin" | "client_user" = "client_admin",
) {
  const [client] = await services.database.db
    .select()
    .from(clients)
    .where(eq(clients.name, "Northshore Health Network"));
  return createInvitation(
    services.database.db,
    { clientId: client!.id, email, role, invitedByProfileId: null },
    {
      publicUrl: services.env.publicUrl,
      defaultTtlDays: services.env.invitationTtlDays,
    },
  );
}

const tokenOf = (url: string) => new URL(url).searchParams.get("invitation")!;

describe("the invitation link", () => {
  it("opens Sign Up with the company, the role and a locked address", async () => {
    const { url } = await invite("noor.rahman@example.org");
    const page = await callRoute(
      authLoader,
      get(`/auth?invitation=${tokenOf(url)}`),
      new CookieJar(),
    );
    expect(page.data).toMatchObject({
      defaultTab: "signup",
      email: "noor.rahman@example.org",
      invitationInvalid: false,
      invitation: {
        email: "noor.rahman@example.org",
        role: "client_admin",
        roleLabel: "client admin",
        company: "Northshore Health Network",
      },
    });
  });

  it("creates the account in the inviting client, ignoring the address typed in the form", async () => {
    const { url } = await invite("owen.breck@example.org", "client_user");
    const jar = new CookieJar();
    const created = await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        invitation: tokenOf(url),
        fullName: "Owen Breck",
        email: "someone.else@example.org",
        password: "harbour-quill-meadow-28",
        role: "admin",
      }),
      jar,
    );
    expect(created.data).toMatchObject({
      ok: true,
      form: "signup",
      values: { email: "owen.breck@example.org" },
      toast: {
        title: "Account created!",
        description:
          "Your account has been created and associated with your organization. You can now sign in.",
      },
    });
    const [profile] = await services.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "owen.breck@example.org"));
    expect(profile).toMatchObject({ role: "client_user" });
    expect(
      (
        await services.database.db
          .select()
          .from(profiles)
          .where(eq(profiles.email, "someone.else@example.org"))
      ).length,
    ).toBe(0);

    const signedIn = await callRoute(
      authAction,
      post("/auth", {
        intent: "signin",
        email: "owen.breck@example.org",
        password: "harbour-quill-meadow-28",
      }),
      jar,
    );
    expectRedirect(signedIn, "/dashboard");
    const dashboard = await callRoute(dashboardLoader, get("/dashboard"), jar);
    expect(dashboard.data?.user).toMatchObject({
      company: "Northshore Health Network",
      role: "client_user",
    });
  });

  it("a used, expired or forged invitation shows the spec's message and creates nothing", async () => {
    const used = await invite("used.once@example.org");
    await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        invitation: tokenOf(used.url),
        fullName: "Used Once",
        password: "pebble-thistle-canyon-44",
      }),
      new CookieJar(),
    );
    const expired = await invite("too.late@example.org");
    await services.database.db
      .update(clientInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientInvitations.id, expired.id));
    const forged = "A".repeat(43);

    for (const token of [
      tokenOf(used.url),
      tokenOf(expired.url),
      forged,
      "not a token",
    ]) {
      const page = await callRoute(
        authLoader,
        get(`/auth?invitation=${encodeURIComponent(token)}`),
        new CookieJar(),
      );
      expect(page.data).toMatchObject({
        invitationInvalid: true,
        invitation: null,
        defaultTab: "signin",
      });
      const attempt = await callRoute(
        authAction,
        post("/auth", {
          intent: "signup",
          invitation: token,
          fullName: "Late Comer",
          password: "pebble-thistle-canyon-45",
        }),
        new CookieJar(),
      );
      expect(attempt.status).toBe(400);
      expect(attempt.data?.toast).toMatchObject({
        title: "Error creating account",
        description:
          "Invalid or expired invitation. Please contact your administrator for a new invitation.",
      });
    }
    expect(
      (
        await services.database.db
          .select()
          .from(profiles)
          .where(eq(profiles.email, "too.late@example.org"))
      ).length,
    ).toBe(0);
  });

  it("an address that already has an account is told to sign in, by a message French pages translate", async () => {
    const { url } = await invite("early.bird@example.org");
    await services.database.db.insert(user).values({
      id: "existing-user-id-000000000000002",
      name: "Early Bird",
      email: "early.bird@example.org",
    });
    const fields = {
      intent: "signup",
      invitation: tokenOf(url),
      fullName: "Early Bird",
      password: "lantern-basalt-orchard-61",
    };
    const english = await callRoute(
      authAction,
      post("/auth", fields),
      new CookieJar(),
    );
    expect(english.status).toBe(400);
    expect(english.data?.toast).toMatchObject({
      description:
        "An account already exists for this e-mail address. Sign in instead, or reset your password.",
    });
    // The answer itself carries the id, never the English sentence: the page words it.
    const request = post("/auth", fields);
    const raw = (await authAction({
      request,
      context: await requestContext(request, "203.0.113.10"),
      params: {},
    } as never)) as { data: { toast: { description: unknown } } };
    expect(raw.data.toast.description).toBe(authMessages.accountExists);
    expect(
      formatMessage(intlFor("fr"), raw.data.toast.description as string),
    ).toBe(
      "Un compte existe déjà pour cette adresse courriel. Connectez-vous plutôt, ou réinitialisez votre mot de passe.",
    );
  });

  it("concurrent sign-ups with one link make exactly one account", async () => {
    const { url } = await invite("race.winner@example.org");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        callRoute(
          authAction,
          post("/auth", {
            intent: "signup",
            invitation: tokenOf(url),
            fullName: `Racer ${index}`,
            password: "lichen-boulder-sextant-19",
          }),
          new CookieJar(),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.data?.ok === true)).toHaveLength(
      1,
    );
    expect(
      (
        await services.database.db
          .select()
          .from(profiles)
          .where(eq(profiles.email, "race.winner@example.org"))
      ).length,
    ).toBe(1);
  });
});
