import { LockKeyhole } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CenteredCardPage } from "../layout/centered-card-page";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../ui/card";
import { Field } from "../ui/field";
import { Input, PasswordInput } from "../ui/input";

/**
 * The demo dashboard's gate: Login ID and Password, checked on the server. A plain
 * form post, so it works without JavaScript; with it, the page stays put and the button shows
 * that the check is running (a mismatch is answered after half a second, on purpose).
 */
export function DemoGate({
  error,
  loginId,
  next,
  attempt,
}: {
  error: string | null;
  loginId: string;
  next: string;
  attempt: object | undefined;
}) {
  const navigation = useNavigation();
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a refused attempt the password is cleared and focused, as the page without JavaScript does.
  useEffect(() => {
    if (attempt && passwordRef.current) {
      passwordRef.current.value = "";
      passwordRef.current.focus();
    }
  }, [attempt]);
  const pending =
    navigation.state === "submitting" && navigation.formAction === "/allied";
  return (
    <CenteredCardPage>
      <Card>
        <CardHeader className="text-center">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Client dashboard demo
          </CardTitle>
          <CardDescription>
            A guided look at what our clients see in their portal. Enter the
            login ID and password your Kestrel contact gave you.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {error ? (
            <Alert tone="error" role="alert" id="demo-gate-error">
              {error}
            </Alert>
          ) : null}
          <Form method="post" action="/allied" className="grid gap-5" replace>
            <input type="hidden" name="next" value={next} />
            <Field name="loginId" label="Login ID" focus={Boolean(error)}>
              {(control) => (
                <Input
                  {...control}
                  defaultValue={loginId}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  maxLength={200}
                  aria-describedby={error ? "demo-gate-error" : undefined}
                />
              )}
            </Field>
            <Field name="password" label="Password">
              {(control) => (
                <PasswordInput
                  {...control}
                  ref={passwordRef}
                  autoComplete="current-password"
                  required
                  maxLength={200}
                />
              )}
            </Field>
            <Button
              type="submit"
              pending={pending}
              pendingLabel="Checking…"
              className="w-full"
            >
              Open the demo
            </Button>
          </Form>
        </CardContent>
        <div className="border-t border-line px-6 py-3 text-center text-sm text-text-muted sm:px-8">
          Looking for your own projects?{" "}
          <a className="font-semibold text-brand-700 underline" href="/auth">
            Sign in to the client portal
          </a>
          .
        </div>
      </Card>
    </CenteredCardPage>
  );
}
