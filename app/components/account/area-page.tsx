import type { SignedInView, Toast } from "~/domain/auth/auth-views";
import { Card, CardContent } from "../ui/card";
import { PageToast } from "../ui/toaster";
import { ProfileDetails } from "./profile-details";
import { SignedInShell } from "./signed-in-shell";

export type AreaPageData = { user: SignedInView; toast: Toast | null };

/**
 * /dashboard and /lead_admin until the portal and the console are built: who is signed in,
 * and what will be here. Nothing invented.
 */
export function AreaPage({
  data,
  title,
  comingSoon,
}: {
  data: AreaPageData;
  title: string;
  comingSoon: string;
}) {
  const { user } = data;
  return (
    <SignedInShell user={user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">
          {title}
        </h1>
        <PageToast toast={data.toast} />
        <Card>
          <CardContent className="grid gap-5">
            <h2 className="text-lg font-semibold text-ink-900">
              You are signed in
            </h2>
            <ProfileDetails user={user} />
            <p className="text-sm leading-6 text-text-muted">{comingSoon}</p>
          </CardContent>
        </Card>
      </div>
    </SignedInShell>
  );
}
