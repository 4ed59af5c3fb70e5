import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "../../ui/button";
import { ButtonLink, buttonClasses } from "../../ui/button-link";
import { cx } from "../../ui/cx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from "../../ui/dialog";
import { SectionCard } from "../../ui/section-card";
import { useHydrated } from "../../ui/use-hydrated";

// The field that carries the id each post acts on.
const idNames = {
  "revoke-access": "profileId",
  "cancel-invitation": "invitationId",
} as const;

/** A post to the Team tab that changes who has access: its intent and the one id it names. */
export type TeamAction = { intent: keyof typeof idNames; id: string };

// The danger button's look (ui/button.tsx) on the link that stands in for it before hydration.
const dangerLinkClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-danger-700/40 bg-surface px-5 py-2.5 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-offset-2";

/** The form of a team action. The server checks the id belongs to the caller's own client. */
function TeamActionForm({
  action,
  className,
  children,
}: {
  action: TeamAction;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action="/dashboard/team" className={className}>
      <input type="hidden" name="intent" value={action.intent} />
      <input type="hidden" name={idNames[action.intent]} value={action.id} />
      {children}
    </Form>
  );
}

export type Question = {
  action: TeamAction;
  /** "Revoke access for {name}?" */
  title: string;
  /** What happens when it is confirmed. */
  consequences: ReactNode;
  confirmLabel: ReactNode;
  keepLabel: ReactNode;
};

/**
 * A team action is never one click: without JavaScript `label` is a link to the page's
 * confirm step (`stepHref`, see ConfirmStep), with it a dialog asks the same question.
 */
export function ConfirmByDialog({
  label,
  stepHref,
  variant,
  className,
  pendingLabel,
  action,
  title,
  consequences,
  confirmLabel,
  keepLabel,
}: Question & {
  label: ReactNode;
  stepHref: string;
  variant: "danger" | "secondary";
  className?: string;
  pendingLabel: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === action.intent &&
    navigation.formData.get(idNames[action.intent]) === action.id;
  if (!hydrated) {
    return (
      <Link
        to={stepHref}
        className={
          variant === "danger"
            ? cx(dangerLinkClasses, className)
            : buttonClasses(variant, className)
        }
      >
        {label}
      </Link>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant} className={className}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={consequences}>
        <TeamActionForm
          action={action}
          className="flex flex-wrap justify-end gap-3"
        >
          <DialogClose asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            pending={pending}
            pendingLabel={pendingLabel}
          >
            {confirmLabel}
          </Button>
        </TeamActionForm>
      </DialogContent>
    </Dialog>
  );
}

/** The same question as ConfirmByDialog's, as a panel on the page for a browser without JavaScript. */
export function ConfirmStep({
  titleId,
  formClassName,
  action,
  title,
  consequences,
  confirmLabel,
  keepLabel,
}: Question & { titleId: string; formClassName?: string }) {
  return (
    <SectionCard
      titleId={titleId}
      className="border-danger-700/40"
      title={title}
      description={consequences}
      contentClassName="flex flex-wrap gap-3"
    >
      <TeamActionForm action={action} className={formClassName}>
        <Button type="submit" variant="danger">
          {confirmLabel}
        </Button>
      </TeamActionForm>
      <ButtonLink to="/dashboard/team" variant="secondary">
        {keepLabel}
      </ButtonLink>
    </SectionCard>
  );
}
