import {
  demoCompanyFields,
  demoCompanySchema,
} from "~/domain/console/sales-demo-forms";
import {
  DemoForm,
  DemoPanel,
  DemoTextField,
  type DemoEditResult,
} from "./sales-demo-form";

export type DemoCompanyValues = Record<
  (typeof demoCompanyFields)[number],
  string
>;

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
            <div className="grid items-end gap-x-4 sm:grid-cols-2">
              <DemoTextField
                form={form}
                name="companyName"
                label="Company name"
                value={company.companyName}
                maxLength={200}
              />
              <DemoTextField
                form={form}
                name="shortName"
                label="Short name"
                hint="Used in the welcome header."
                value={company.shortName}
                maxLength={80}
              />
              <DemoTextField
                form={form}
                name="sector"
                label="Sector"
                value={company.sector}
                maxLength={160}
              />
              <DemoTextField
                form={form}
                name="headquarters"
                label="Headquarters"
                value={company.headquarters}
                maxLength={160}
              />
              <DemoTextField
                form={form}
                name="website"
                label="Website"
                type="url"
                value={company.website}
                maxLength={300}
              />
              <DemoTextField
                form={form}
                name="organisationSize"
                label="Organisation size"
                value={company.organisationSize}
                maxLength={160}
              />
              <DemoTextField
                form={form}
                name="clientSince"
                label="Client since"
                value={company.clientSince}
                maxLength={60}
              />
              <DemoTextField
                form={form}
                name="accountManager"
                label="Account manager"
                value={company.accountManager}
                maxLength={160}
              />
            </div>
            <DemoTextField
              form={form}
              name="about"
              label="About the company"
              rows={5}
              value={company.about}
              maxLength={3000}
            />
            <fieldset className="grid items-end gap-x-4 rounded-lg border border-line p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-ink-900">
                Billing and payment details
              </legend>
              <DemoTextField
                form={form}
                name="currency"
                label="Currency"
                hint="Three capital letters, e.g. EUR or USD: every invoice of this demo is in it."
                value={company.currency}
                maxLength={3}
              />
              <DemoTextField
                form={form}
                name="beneficiary"
                label="Beneficiary"
                value={company.beneficiary}
                maxLength={160}
              />
              <DemoTextField
                form={form}
                name="bank"
                label="Bank"
                value={company.bank}
                maxLength={160}
              />
              <DemoTextField
                form={form}
                name="iban"
                label="IBAN"
                value={company.iban}
                maxLength={60}
              />
              <DemoTextField
                form={form}
                name="bic"
                label="BIC"
                value={company.bic}
                maxLength={20}
              />
              <DemoTextField
                form={form}
                name="terms"
                label="Payment terms"
                rows={2}
                value={company.terms}
                maxLength={300}
                className="sm:col-span-2"
              />
            </fieldset>
          </>
        )}
      </DemoForm>
    </DemoPanel>
  );
}
