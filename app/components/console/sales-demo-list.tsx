import { Presentation } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../ui/page-states";
import { Alert } from "../ui/alert";
import { Badge } from "../ui/badge";

export type DemoListData = {
  demos: {
    id: string;
    key: string;
    companyName: string;
    shortName: string;
    contacts: number;
    projects: number;
    invoices: number;
    shown: boolean;
  }[];
  shownKey: string;
  gateOn: boolean;
  shownExists: boolean;
};

const plural = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

/** /lead_admin/demo: the demo clients sales staff show at /allied. The gate's credentials are never shown. */
export function DemoList({ data }: { data: DemoListData }) {
  return (
    <section aria-labelledby="demo-heading" className="grid gap-5">
      <div className="grid gap-2">
        <h2 id="demo-heading" className="text-2xl font-semibold text-ink-900">
          Demo client dashboard
        </h2>
        <p className="max-w-3xl text-text-muted">
          The fictional clients that prospects see at /allied. Their company
          details, contacts, projects and invoices are data: edit them here and
          the demo shows the change on its next page load.
        </p>
      </div>
      <Alert
        tone={data.gateOn ? "info" : "warning"}
        title={
          data.gateOn
            ? "The gate at /allied is on"
            : "The gate at /allied is off"
        }
      >
        {data.gateOn
          ? "Prospects open the demo with the login ID and password from this server's configuration."
          : "Without DEMO_LOGIN_ID and DEMO_PASSWORD this server answers 404 at /allied; the content below can still be edited."}{" "}
        {data.shownExists
          ? null
          : `The configured demo client "${data.shownKey}" does not exist, so /allied answers 404.`}
      </Alert>
      {data.demos.length === 0 ? (
        <EmptyState
          Icon={Presentation}
          message="No demo clients yet. They are created by the database seed."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.demos.map((demo) => (
            <li
              key={demo.id}
              className="grid content-start gap-3 rounded-card border border-line bg-surface p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-semibold text-ink-900">
                  <Link
                    to={`/lead_admin/demo/${demo.id}`}
                    className="text-brand-800 underline-offset-4 hover:underline"
                  >
                    {demo.companyName}
                  </Link>
                </h3>
                {demo.shown ? (
                  <Badge tone="success">Shown at /allied</Badge>
                ) : null}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-text-muted">Key</dt>
                <dd>
                  <code className="font-mono text-ink-900">{demo.key}</code>
                </dd>
                <dt className="text-text-muted">Content</dt>
                <dd className="text-ink-900">
                  {plural(demo.contacts, "contact", "contacts")},{" "}
                  {plural(demo.projects, "project", "projects")},{" "}
                  {plural(demo.invoices, "invoice", "invoices")}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="max-w-3xl text-sm text-text-muted">
        To show another demo at /allied, set{" "}
        <code className="font-mono text-ink-900">DEMO_CLIENT</code> to its key
        in the server&apos;s configuration and restart it.
      </p>
    </section>
  );
}
