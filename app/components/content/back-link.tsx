import { ArrowLeft } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <SiteLink
      to={to}
      data-print-hidden
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </SiteLink>
  );
}
