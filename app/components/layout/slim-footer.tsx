import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { site } from "~/content/site";

/** The account pages' footer: the way back to the public site, and the legal links. */
export function SlimFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="page-container flex flex-col gap-2 py-4 text-sm text-text-muted sm:flex-row sm:items-center sm:justify-between">
        <Link
          reloadDocument
          to="/"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </Link>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5">
            <li>
              <Link
                reloadDocument
                to="/privacy"
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                Privacy
              </Link>
            </li>
            <li>
              <Link
                reloadDocument
                to="/terms"
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                Terms
              </Link>
            </li>
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {site.name}
        </p>
      </div>
    </footer>
  );
}
