import { Outlet } from "react-router";
import { CenteredCardPage } from "~/components/layout/centered-card-page";

/** The sign-in pages (/auth, /admin/auth, /auth/*): the logo, one centred card, a slim footer. */
export default function AuthLayout() {
  return (
    <CenteredCardPage>
      <Outlet />
    </CenteredCardPage>
  );
}
