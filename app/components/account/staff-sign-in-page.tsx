import { ShieldAlert } from "lucide-react";
import type { FormResult, Toast } from "~/domain/forms/form-result";
import { Alert } from "../ui/alert";
import { PageToast } from "../ui/toaster";
import { TextLink } from "./account-links";
import { AuthCard } from "./auth-card";
import { SignInForm } from "./auth-forms";

export type StaffSignInData = { toast: Toast | null };

/** /admin/auth: staff only, the same e-mail and password form. */
export function StaffSignInPage({
  data,
  result,
}: {
  data: StaffSignInData;
  result: FormResult | null | undefined;
}) {
  return (
    <AuthCard
      title={
        <span className="inline-flex items-center gap-2">
          <ShieldAlert aria-hidden="true" className="size-6 text-brand-700" />
          Staff sign-in
        </span>
      }
      description="The console for Kestrel staff."
      footer={
        <p>
          Client? <TextLink to="/auth">Sign in to the client portal</TextLink>
        </p>
      }
    >
      <PageToast toast={data.toast} />
      <PageToast toast={result?.toast} />
      <Alert tone="warning" title="Restricted access">
        This portal is restricted to authorized staff only. Every sign-in is
        recorded.
      </Alert>
      <SignInForm
        result={result ?? null}
        defaultEmail=""
        intent={null}
        submitLabel="Sign In"
      />
    </AuthCard>
  );
}
