import type { ReactNode } from "react";
import { SectionCard } from "../ui/section-card";

/** One section of the account page: a card with an h2 the page's outline can use. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard
      titleId={`${id}-title`}
      title={title}
      description={description}
      contentClassName="grid gap-5"
    >
      {children}
    </SectionCard>
  );
}
