import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { accessMessages } from "~/domain/auth/access-messages";
import { authMessages } from "~/domain/auth/auth-forms";
import { englishText } from "~/i18n/message";
import { LocaleProvider } from "~/i18n/locale-context";
import { AuthPage, type AuthActionData, type AuthPageData } from "./auth-page";

const base: AuthPageData = {
  email: null,
  invitation: null,
  invitationInvalid: false,
  defaultTab: "signin",
  accessRequired: null,
  accessRequiredReason: null,
  toast: null,
};

const invitation = {
  token: "tok-123",
  email: "new.person@meridian.example",
  role: "client_admin" as const,
  roleLabel: "client admin",
  company: "Meridian Revenue Authority",
};

/** The page as the server renders it, i.e. what a visitor without JavaScript gets. */
function render(
  data: Partial<AuthPageData>,
  url = "/auth",
  result: AuthActionData | null = null,
): string {
  const Stub = createRoutesStub([
    {
      path: "/auth",
      Component: () => <AuthPage data={{ ...base, ...data }} result={result} />,
    },
  ]);
  // root.tsx gives every page its language; English here.
  return renderToString(
    <LocaleProvider locale="en">
      <Stub initialEntries={[url]} />
    </LocaleProvider>,
  );
}

/** The panel (tabpanel) that is showing, by its data-state. */
function activePanel(html: string): string {
  const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map(
    (match) => match[0],
  );
  const active = panels.find((tag) => tag.includes('data-state="active"'));
  return (
    /aria-labelledby="[^"]*-trigger-(\w+)"/.exec(active ?? "")?.[1] ?? "none"
  );
}

describe("/auth page", () => {
  it("opens on Sign In, pre-fills the e-mail and offers both tabs as links that keep the query", () => {
    const html = render(
      { email: "amira@example.org" },
      "/auth?email=amira%40example.org",
    );
    expect(activePanel(html)).toBe("signin");
    expect(html).toContain('value="amira@example.org"');
    expect(html).toContain(
      'href="/auth?email=amira%40example.org&amp;tab=signup"',
    );
    expect(html).toContain("You need a valid invitation");
    expect(html).toContain('href="/admin/auth"');
  });

  it("with an invitation: Join {company}, the role, Sign Up first, the e-mail locked and the token posted", () => {
    const html = render(
      { invitation, defaultTab: "signup" },
      "/auth?invitation=tok-123",
    );
    expect(html).toContain("Join Meridian Revenue Authority");
    expect(html).toContain("client admin");
    expect(activePanel(html)).toBe("signup");
    expect(html).toMatch(
      /<input[^>]*readOnly=""[^>]*value="new.person@meridian.example"|<input[^>]*value="new.person@meridian.example"[^>]*readOnly=""/,
    );
    expect(html).toContain('name="invitation" value="tok-123"');
    expect(html).not.toContain("You need a valid invitation");
  });

  it("says so when the invitation is invalid or expired", () => {
    const html = render({ invitationInvalid: true });
    expect(html).toContain(englishText(authMessages.invalidInvitation));
  });

  it("a ?tab=signup link opens Sign Up without JavaScript", () => {
    expect(activePanel(render({}, "/auth?tab=signup"))).toBe("signup");
  });

  it("after an invited sign-up, shows Sign In with the new address filled in", () => {
    const result: AuthActionData = {
      ok: true,
      form: "signup",
      values: { email: invitation.email, fullName: "New Person" },
      toast: { kind: "success", title: "Account created!" },
    };
    const html = render(
      { invitation, defaultTab: "signup" },
      "/auth?invitation=tok-123",
      result,
    );
    expect(activePanel(html)).toBe("signin");
    expect(html).toContain("Account created!");
    expect(html).toMatch(
      new RegExp(`name="email"[^>]*value="${invitation.email}"`),
    );
  });

  it("shows a failed sign-up on the Sign Up tab with the field's message, tied to the field", () => {
    const result: AuthActionData = {
      ok: false,
      form: "signup",
      fieldErrors: { password: authMessages.passwordTooShort },
    };
    const html = render({}, "/auth", result);
    expect(activePanel(html)).toBe("signup");
    expect(html).toContain(englishText(authMessages.passwordTooShort));
    expect(html).toMatch(
      /autoComplete="new-password"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*autoComplete="new-password"/,
    );
  });

  it("signed in without a client: Access Required, who is signed in, and Sign out", () => {
    const html = render({
      accessRequired: {
        name: "Pending User",
        email: "pending.user@example.org",
        role: null,
        company: null,
        twoFactorEnabled: false,
      },
    });
    expect(html).toContain(englishText(authMessages.accessRequiredTitle));
    expect(html).toContain(englishText(authMessages.accessRequired));
    expect(html).toContain("pending.user@example.org");
    expect(html).toMatch(/<form[^>]*action="\/sign-out"/);
    expect(html).not.toContain('name="password"');
  });

  const pendingUser = {
    name: "Pending User",
    email: "pending.user@example.org",
    role: "client_user" as const,
    company: null,
    twoFactorEnabled: false,
  };

  it("a self sign-up awaiting access: the spec's words, and that the request is with staff (docs/access-audit.md § 6)", () => {
    const html = render({
      accessRequired: pendingUser,
      accessRequiredReason: "awaiting",
    });
    expect(html).toContain(englishText(authMessages.accessRequired));
    expect(html).toContain(
      escapeHtml(englishText(accessMessages.requestWithStaff)),
    );
  });

  it("no client and no request (removed from a team): the spec's words only", () => {
    const html = render({
      accessRequired: pendingUser,
      accessRequiredReason: "no-client",
    });
    expect(html).toContain(englishText(authMessages.accessRequired));
    expect(html).not.toContain(
      escapeHtml(englishText(accessMessages.requestWithStaff)),
    );
  });

  it("a paused client's person: the alert says paused, like the toast, never 'needs a client' (point 13)", () => {
    const html = render({
      accessRequired: { ...pendingUser, company: "Meridian Revenue Authority" },
      accessRequiredReason: "client-inactive",
      toast: {
        kind: "error",
        title: authMessages.accessRequiredTitle,
        description: accessMessages.clientInactive,
      },
    });
    expect(html).toContain(englishText(authMessages.accessRequiredTitle));
    expect(html).toContain(
      escapeHtml(englishText(accessMessages.clientInactive)),
    );
    expect(html).not.toContain(englishText(authMessages.accessRequired));
    expect(html).not.toContain(
      escapeHtml(englishText(accessMessages.requestWithStaff)),
    );
  });

  it("a staff invitation speaks to a colleague, not to an organisation (point 7)", () => {
    const html = render(
      {
        invitation: {
          ...invitation,
          role: "admin",
          roleLabel: "admin",
          company: "Kestrel",
        },
        defaultTab: "signup",
      },
      "/auth?invitation=tok-123",
    );
    expect(html).toContain("staff console");
    expect(html).not.toMatch(/organisation|organization/);
  });
});

/** What renderToString makes of a text's apostrophes and ampersands. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
}
