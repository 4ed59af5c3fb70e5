import { Form, useNavigation } from "react-router";
import { BackLink } from "~/components/content/back-link";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  insightNewAction,
  insightNewLoader,
} from "~/server/studio/insight-new.handler.server";
import type { Route } from "./+types/insight-new";

export const loader = (args: Route.LoaderArgs) => insightNewLoader(args);
export const action = (args: Route.ActionArgs) => insightNewAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `New insight | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function InsightNewRoute({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const error = actionData?.fieldErrors?.title;
  return (
    <section aria-labelledby="new-insight-heading" className="grid gap-5">
      <BackLink to="/lead_admin/insights" label="All insights" />
      <div className="grid gap-1">
        <h2
          id="new-insight-heading"
          className="text-xl font-bold tracking-tight text-ink-900"
        >
          New insight
        </h2>
        <p className="max-w-prose text-sm leading-6 text-text-muted">
          Start with a working title; you can change it, and everything else,
          before you publish.
        </p>
      </div>
      <Form
        method="post"
        className="grid max-w-2xl gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
        aria-label="New insight"
      >
        <Field name="title" label="Title" error={error} focus>
          {(control) => (
            <Input
              {...control}
              required
              maxLength={200}
              defaultValue={actionData?.values?.title ?? ""}
            />
          )}
        </Field>
        <div>
          <Button
            type="submit"
            pending={navigation.state === "submitting"}
            pendingLabel="Creating…"
          >
            Create draft
          </Button>
        </div>
      </Form>
    </section>
  );
}
