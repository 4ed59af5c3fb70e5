import type { ReactNode } from "react";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "./card";

/**
 * One section of a page as a card: the section is named by the card's h2 (`titleId`), so a
 * screen reader's landmarks list it under its title.
 */
export function SectionCard({
  titleId,
  title,
  description,
  className,
  contentClassName,
  children,
}: {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  /** On the card, e.g. a danger border for a confirm step. */
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <Card className={className}>
        <CardHeader>
          <CardTitle>
            <span id={titleId}>{title}</span>
          </CardTitle>
          {description ? (
            <CardDescription>{description}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </section>
  );
}
