import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../ui/button-link";

/** The not-found state of a detail page (spec: 'Insight Not Found', 'Project Not Found'). */
export function ContentNotFound({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { label: string; to: string };
}) {
  return (
    <section className="page-container flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-6xl font-bold tracking-tight text-brand-700 sm:text-7xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 max-w-md text-text-muted">{message}</p>
      <ButtonLink to={back.to} className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </ButtonLink>
    </section>
  );
}
