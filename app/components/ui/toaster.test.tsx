import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { LocaleProvider } from "~/i18n/locale-context";
import { message } from "~/i18n/message";
import { PageToast } from "./toaster";

/** root.tsx gives every page its language. */
function inPage(locale: "en" | "fr", node: ReactNode): string {
  return renderToString(
    <LocaleProvider locale={locale}>{node}</LocaleProvider>,
  );
}

/** The server's render is what a visitor without JavaScript gets. */
describe("PageToast before hydration", () => {
  it("shows a failure as an alert with its title and message", () => {
    const html = inPage(
      "en",
      <PageToast
        toast={{
          kind: "error",
          title: "Error signing in",
          description: "Invalid email or password.",
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("Error signing in");
    expect(html).toContain("Invalid email or password.");
  });

  it("shows a success or news as a status message", () => {
    for (const kind of ["success", "info"] as const) {
      const html = inPage(
        "en",
        <PageToast toast={{ kind, title: "Welcome back!" }} />,
      );
      expect(html).toContain('role="status"');
      expect(html).not.toContain('role="alert"');
    }
  });

  it("renders nothing without a toast", () => {
    expect(inPage("en", <PageToast toast={null} />)).toBe("");
  });

  it("shows a toast the server sent by id in French on a French page, with its values", () => {
    const html = inPage(
      "fr",
      <PageToast
        toast={{
          kind: "success",
          title: message("portal.toast.ticketCreated"),
          description: message("portal.toast.ticketCreatedDescription"),
        }}
      />,
    );
    const uploaded = (count: number) =>
      inPage(
        "fr",
        <PageToast
          toast={{
            kind: "success",
            title: message("portal.toast.uploaded"),
            description: message("portal.toast.uploadedCount", { count }),
          }}
        />,
      );
    expect(uploaded(1)).toContain("1 fichier téléversé avec succès");
    expect(uploaded(3)).toContain("3 fichiers téléversés avec succès");
    expect(html).toContain("Demande de soutien créée");
    expect(html).toContain("Votre demande a été soumise avec succès.");
  });
});
