import { Outlet } from "react-router";
import { SlimFooter } from "~/components/account/slim-footer";
import { SiteLogo } from "~/components/site-logo";

/** The sign-in pages (/auth, /admin/auth, /auth/*): the logo, one centred card, a slim footer. */
export default function AuthLayout() {
  return (
    <>
      <header className="bg-surface-muted">
        <div className="page-container flex justify-center pt-8 sm:pt-12">
          <SiteLogo reloadDocument />
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 justify-center bg-surface-muted px-4 py-8 focus:outline-none sm:py-12"
      >
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
      <SlimFooter />
    </>
  );
}
