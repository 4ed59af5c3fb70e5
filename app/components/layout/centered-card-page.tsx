import type { ReactNode } from "react";
import { SiteLogo } from "../site-logo";
import { SlimFooter } from "./slim-footer";
import { MainContent } from "./main-content";

/** A page that is one centred card: the sign-in pages and the demo dashboard's gate. */
export function CenteredCardPage({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="bg-surface-muted">
        <div className="page-container flex justify-center pt-8 sm:pt-12">
          <SiteLogo reloadDocument />
        </div>
      </header>
      <MainContent className="flex flex-1 justify-center bg-surface-muted px-4 py-8 focus:outline-none sm:py-12">
        <div className="w-full max-w-md">{children}</div>
      </MainContent>
      <SlimFooter />
    </>
  );
}
