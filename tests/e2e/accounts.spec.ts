import { generateSync } from "otplib";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  DEMO_PASSWORD,
  browserPage,
  invitationPath,
  ready,
  signInAt,
  signInDirectly,
  toastWith,
} from "./accounts-support";

/** Accounts and access: every screen and toast, with JavaScript and without. */

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`sign-in ${mode}`, () => {
    test(`a client signs in, lands on the dashboard and signs out ${mode} @mobile`, async ({
      browser,
      baseURL,
    }) => {
      const page = await browserPage(browser, baseURL!, javaScriptEnabled);
      await signInAt(
        page,
        "/auth",
        "tomas.lindqvist@example.org",
        DEMO_PASSWORD,
        javaScriptEnabled,
      );
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toastWith(page, "Welcome back!")).toContainText(
        "You have successfully signed in.",
      );
      await expect(page.getByText("Tomas Lindqvist").first()).toBeVisible();
      await ready(page, javaScriptEnabled);
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(toastWith(page, "Signed out")).toBeVisible();
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/auth$/);
      await page.context().close();
    });

    test(`a wrong password gets 'Error signing in' ${mode}`, async ({
      browser,
      baseURL,
    }) => {
      const page = await browserPage(browser, baseURL!, javaScriptEnabled);
      await signInAt(
        page,
        "/auth",
        "amira.haddad@example.org",
        "not-the-right-password",
        javaScriptEnabled,
      );
      await expect(toastWith(page, "Error signing in")).toContainText(
        "Invalid email or password.",
      );
      await expect(
        page.getByLabel("Email").filter({ visible: true }),
      ).toHaveValue("amira.haddad@example.org");
      await page.context().close();
    });

    test(`staff sign in at /admin/auth and reach the console ${mode}`, async ({
      browser,
      baseURL,
    }) => {
      const page = await browserPage(browser, baseURL!, javaScriptEnabled);
      await signInAt(
        page,
        "/admin/auth",
        "staff.admin@example.org",
        DEMO_PASSWORD,
        javaScriptEnabled,
      );
      await expect(page).toHaveURL(/\/lead_admin$/);
      await expect(toastWith(page, "Welcome back!")).toContainText(
        "Admin authentication successful.",
      );
      await page.context().close();
    });

    test(`a wrong staff password gets 'Authentication failed' ${mode}`, async ({
      browser,
      baseURL,
    }) => {
      const page = await browserPage(browser, baseURL!, javaScriptEnabled);
      await signInAt(
        page,
        "/admin/auth",
        "staff.admin@example.org",
        "wrong-password-here",
        javaScriptEnabled,
      );
      await expect(toastWith(page, "Authentication failed")).toContainText(
        "Invalid email or password.",
      );
      await page.context().close();
    });
  });
}

test.describe("where each kind of account lands", () => {
  test("a client at the staff sign-in is sent on to the portal", async ({
    page,
  }) => {
    await signInAt(
      page,
      "/admin/auth",
      "grace.okafor@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an admin signing in at /auth goes to the console", async ({ page }) => {
    await signInAt(page, "/auth", "staff.admin@example.org", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/lead_admin$/);
  });

  test("an account without a client sees 'Access Required'", async ({
    page,
  }) => {
    await signInAt(page, "/auth", "pending.user@example.org", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toastWith(page, "Access Required")).toContainText(
      "Your account needs to be associated with a client. Please contact support.",
    );
    // Signed in without the admin role, the console is not there (404).
    const answer = await page.goto("/lead_admin");
    expect(answer?.status()).toBe(404);
  });

  test("signed out, the console asks for the staff sign-in", async ({
    page,
  }) => {
    await page.goto("/lead_admin");
    await expect(page).toHaveURL(/\/admin\/auth$/);
    await expect(
      page.getByText(/restricted to authorized staff/i),
    ).toBeVisible();
  });
});

test.describe("invitations", () => {
  for (const [name, javaScriptEnabled] of [
    ["signupWithScript", true],
    ["signupWithoutScript", false],
  ] as const) {
    test(`the invitation link creates the account ${javaScriptEnabled ? "with" : "without"} JavaScript @mobile`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      // One invitation per browser: each link works once.
      test.skip(
        testInfo.project.name === "mobile" && name === "signupWithoutScript",
        "the link is used by the desktop run",
      );
      const invitation = invitationPath(
        testInfo.project.name === "mobile" ? "sessions" : name,
      );
      const page = await browserPage(browser, baseURL!, javaScriptEnabled);
      await page.goto(invitation.path);
      await ready(page, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        "Join ",
      );
      await expect(page.getByText(/You've been invited to join/)).toContainText(
        /client (admin|user)/,
      );
      const email = page.getByLabel("Email").filter({ visible: true });
      await expect(email).toHaveValue(invitation.email);
      await expect(email).toHaveAttribute("readonly", "");
      await page
        .getByLabel("Full name")
        .filter({ visible: true })
        .fill("Invited Person");
      await page
        .getByLabel("Password", { exact: true })
        .filter({ visible: true })
        .fill("meadow-compass-tangent-37");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(toastWith(page, "Account created!")).toContainText(
        "Your account has been created and associated with your organization. You can now sign in.",
      );
      await expect(
        page.getByLabel("Email").filter({ visible: true }),
      ).toHaveValue(invitation.email);
      await page
        .getByLabel("Password", { exact: true })
        .filter({ visible: true })
        .fill("meadow-compass-tangent-37");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.context().close();
    });
  }

  for (const name of ["used", "expired"] as const) {
    test(`a ${name} invitation says so`, async ({ page }) => {
      await page.goto(invitationPath(name).path);
      await expect(
        page.getByText(
          "Invalid or expired invitation. Please contact your administrator for a new invitation.",
        ),
      ).toBeVisible();
    });
  }

  test("a forged invitation token says so", async ({ page }) => {
    await page.goto(`/auth?invitation=${"x".repeat(43)}`);
    await expect(
      page.getByText(
        "Invalid or expired invitation. Please contact your administrator for a new invitation.",
      ),
    ).toBeVisible();
  });

  test("without an invitation, Sign Up explains that one is needed", async ({
    page,
  }) => {
    await page.goto("/auth?email=someone%40example.org");
    await ready(page, true);
    await expect(
      page.getByLabel("Email").filter({ visible: true }),
    ).toHaveValue("someone@example.org");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByText(/need a valid invitation/i)).toBeVisible();
  });
});

test("staff enrol in TOTP and then sign in with a code", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "one staff invitation");
  const invitation = invitationPath("staffMfa");
  const page = await browserPage(browser, baseURL!, true);
  await page.goto(invitation.path);
  await ready(page, true);
  await page
    .getByLabel("Full name")
    .filter({ visible: true })
    .fill("Mira Staffer");
  await page
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill("lattice-harbor-quince-52");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toastWith(page, "Account created!")).toBeVisible();
  // A lasting confirmation in the page, not a toast that vanishes: /auth is not hydrated
  // (decision 058), so the message is the server's status box and no toaster runs.
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Account created!" }),
  ).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await signInAt(
    page,
    "/admin/auth",
    invitation.email,
    "lattice-harbor-quince-52",
  );
  await expect(page).toHaveURL(/\/lead_admin$/);

  await page.goto("/account");
  await ready(page, true);
  await expectNoAxeViolations(page);
  await page
    .getByLabel("Confirm your password")
    .filter({ visible: true })
    .fill("lattice-harbor-quince-52");
  await page
    .getByRole("button", { name: "Set up two-factor authentication" })
    .click();
  await expect(
    page
      .getByLabel("QR code of your two-factor secret")
      .filter({ visible: true }),
  ).toBeVisible();
  const secret = (await page
    .locator("code")
    .filter({ hasText: /^[A-Z2-7]{16,}$/ })
    .first()
    .textContent())!.trim();
  await page
    .getByLabel("Authentication code")
    .filter({ visible: true })
    .fill(generateSync({ secret }));
  await page
    .getByRole("button", { name: "Turn on two-factor authentication" })
    .click();
  await expect(
    toastWith(page, "Two-factor authentication is on"),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/auth$/);
  await signInAt(
    page,
    "/admin/auth",
    invitation.email,
    "lattice-harbor-quince-52",
  );
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await expectNoAxeViolations(page);
  await page
    .getByLabel("Authentication code")
    .filter({ visible: true })
    .fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(/That code did not work/)).toBeVisible();
  await page
    .getByLabel("Authentication code")
    .filter({ visible: true })
    .fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/lead_admin$/);
  await expect(
    toastWith(page, "Admin authentication successful."),
  ).toBeVisible();
  await page.context().close();
});

test("MFA set up without JavaScript keeps the user signed in (docs/access-audit.md)", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "one invitation");
  const invitation = invitationPath("mfaNoScript");
  const page = await browserPage(browser, baseURL!, false);
  await page.goto(invitation.path);
  await page
    .getByLabel("Full name")
    .filter({ visible: true })
    .fill("Noor Plainform");
  await page
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill("cobalt-wicker-meadow-58");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toastWith(page, "Account created!")).toBeVisible();
  await signInAt(
    page,
    "/auth",
    invitation.email,
    "cobalt-wicker-meadow-58",
    false,
  );
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/account");
  await page
    .getByLabel("Confirm your password")
    .filter({ visible: true })
    .fill("cobalt-wicker-meadow-58");
  await page
    .getByRole("button", { name: "Set up two-factor authentication" })
    .click();
  const key = page
    .locator("code")
    .filter({ hasText: /^[A-Z2-7]{16,}$/ })
    .first();
  await expect(key).toBeVisible();
  const secret = (await key.textContent())!.trim();
  await page
    .getByLabel("Authentication code")
    .filter({ visible: true })
    .fill(generateSync({ secret }));
  await page
    .getByRole("button", { name: "Turn on two-factor authentication" })
    .click();
  // Still signed in, on the account page, with MFA on.
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    toastWith(page, "Two-factor authentication is on"),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Turn off two-factor authentication" }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("button", { name: "Turn off two-factor authentication" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInAt(
    page,
    "/auth",
    invitation.email,
    "cobalt-wicker-meadow-58",
    false,
  );
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page
    .getByLabel("Authentication code")
    .filter({ visible: true })
    .fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test("a session revoked on the account page is signed out in the other browser", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "mobile",
    "demo account shared with the desktop run",
  );
  const laptop = await browserPage(browser, baseURL!, true);
  const phone = await browserPage(browser, baseURL!, true);
  await signInDirectly(phone, "/auth", "li.wei@example.org", DEMO_PASSWORD);
  await expect(phone).toHaveURL(/\/dashboard$/);
  await signInDirectly(laptop, "/auth", "li.wei@example.org", DEMO_PASSWORD);
  await expect(laptop).toHaveURL(/\/dashboard$/);
  await laptop.goto("/account");
  await ready(laptop, true);
  await expect(laptop.getByText("This device")).toBeVisible();
  await laptop
    .getByRole("button", { name: "Sign out all other sessions" })
    .click();
  await expect(toastWith(laptop, "Other sessions signed out")).toBeVisible();
  await phone.reload();
  await expect(phone).toHaveURL(/\/auth$/);
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/account$/);
  await laptop.context().close();
  await phone.context().close();
});

test.describe("every account page passes axe", () => {
  for (const path of [
    "/auth",
    "/auth?tab=signup",
    "/admin/auth",
    "/auth/forgot-password",
    "/auth/reset-password?token=not-a-real-token",
  ]) {
    // Only opens a public page and reads it: the sweep's warm page (tests/e2e/fixtures.ts).
    test(`${path} @mobile`, async ({ sweepPage: page }) => {
      await page.goto(path);
      await ready(page, true);
      await expectNoAxeViolations(page);
    });
  }

  test("the dashboard and the console", async ({ page }) => {
    await signInDirectly(
      page,
      "/admin/auth",
      "staff.admin@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/lead_admin$/);
    await expectNoAxeViolations(page);
    await page.goto("/account");
    await expectNoAxeViolations(page);
  });
});

test("forgot password answers the same for any address", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await ready(page, true);
  await page
    .getByLabel("Email")
    .filter({ visible: true })
    .fill("nobody.at.all@example.org");
  await page.getByRole("button", { name: /reset link|send/i }).click();
  await expect(toastWith(page, "Check your e-mail")).toContainText(
    "If an account exists for that address",
  );
});
