import type { ReactNode } from "react";

/**
 * A page's main landmark: the target of the skip link ("#main-content"), focusable by that
 * link only (tabIndex -1). Its classes are the page's, `focus:outline-none` among them, since
 * focus lands on the whole region.
 */
export function MainContent({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  return (
    <main id="main-content" tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
