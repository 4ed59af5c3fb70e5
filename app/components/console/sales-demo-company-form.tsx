import {
  demoCompanyFields,
  demoCompanySchema,
} from "~/domain/console/sales-demo-forms";
import {
  DemoForm,
  DemoPanel,
  DemoFieldGroups,
  DemoTextFields,
  type DemoFieldGroup,
  type DemoFieldSpec,
  type DemoEditResult,
} from "./sales-demo-form";

export type DemoCompanyValues = Record<
  (typeof demoCompanyFields)[number],
  string
>;

const companyProfileFields: readonly DemoFieldSpec[] = [
  {
    name: "companyName",
    label: "Company name",
    maxLength: 200,
  },
  {
    name: "shortName",
    label: "Short name",
    hint: "Used in the welcome header.",
    maxLength: 80,
  },
  {
    name: "sector",
    label: "Sector",
    maxLength: 160,
  },
  {
    name: "headquarters",
    label: "Headquarters",
    maxLength: 160,
  },
  {
    name: "website",
    label: "Website",
    type: "url",
    maxLength: 300,
  },
  {
    name: "organisationSize",
    label: "Organisation size",
    maxLength: 160,
  },
  {
    name: "clientSince",
    label: "Client since",
    maxLength: 60,
  },
  {
    name: "accountManager",
    label: "Account manager",
    maxLength: 160,
  },
];

const companyProfileGroups: readonly DemoFieldGroup[] = [
  { fields: companyProfileFields, columns: 2 },
  {
    fields: [
      { name: "about", label: "About the company", rows: 5, maxLength: 3000 },
    ],
  },
];

const billingFields: readonly DemoFieldSpec[] = [
  {
    name: "currency",
    label: "Currency",
    hint: "Three capital letters, e.g. EUR or USD: every invoice of this demo is in it.",
    maxLength: 3,
  },
  {
    name: "beneficiary",
    label: "Beneficiary",
    maxLength: 160,
  },
  {
    name: "bank",
    label: "Bank",
    maxLength: 160,
  },
  {
    name: "iban",
    label: "IBAN",
    maxLength: 60,
  },
  {
    name: "bic",
    label: "BIC",
    maxLength: 20,
  },
  {
    name: "terms",
    label: "Payment terms",
    rows: 2,
    maxLength: 300,
    className: "sm:col-span-2",
  },
];

/** Company: what the Profile tab and the welcome header show, and Pay Now's bank details. */
export function DemoCompanyForm({
  company,
  result,
}: {
  company: DemoCompanyValues;
  result: DemoEditResult | undefined;
}) {
  return (
    <DemoPanel
      id="demo-company-heading"
      title="Company"
      description="The Profile tab's company information, the name in the welcome header, and the bank details Pay Now shows."
    >
      <DemoForm
        intent="update-company"
        schema={demoCompanySchema}
        fields={demoCompanyFields}
        result={result}
        submit="Save company"
        label="Company"
      >
        {(form) => (
          <>
            <DemoFieldGroups
              form={form}
              values={company}
              groups={companyProfileGroups}
            />
            <fieldset className="grid items-end gap-x-4 rounded-lg border border-line p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-ink-900">
                Billing and payment details
              </legend>
              <DemoTextFields
                form={form}
                values={company}
                fields={billingFields}
              />
            </fieldset>
          </>
        )}
      </DemoForm>
    </DemoPanel>
  );
}
