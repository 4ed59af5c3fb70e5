import { newsletterOptIn } from "~/domain/forms/purpose-consents";
import {
  blueprintCompanySizes,
  blueprintInterests,
} from "~/domain/forms/options";
import { personFields } from "./field-spec";
import { LeadForm, type LeadFormSpec } from "./lead-form-frame";
import type { LeadFormContext } from "./lead-form-parts";

export const blueprintFormSpec: LeadFormSpec = {
  kind: "blueprint",
  label: { id: "forms.blueprint.label", defaultMessage: "Blueprint request" },
  fields: [
    {
      row: [
        {
          control: "text",
          name: "fullName",
          label: {
            id: "forms.blueprint.fullName",
            defaultMessage: "Full name",
          },
          required: true,
          autoComplete: "name",
        },
        personFields.workEmail,
        {
          control: "text",
          name: "companyName",
          label: {
            id: "forms.blueprint.organization",
            defaultMessage: "Organization",
          },
          autoComplete: "organization",
        },
        personFields.phone,
        {
          control: "select",
          name: "companySize",
          label: {
            id: "forms.blueprint.organizationSize",
            defaultMessage: "Organization size",
          },
          options: blueprintCompanySizes,
        },
        {
          control: "select",
          name: "primaryInterest",
          label: {
            id: "forms.primaryInterest",
            defaultMessage: "Primary interest",
          },
          options: blueprintInterests,
        },
      ],
    },
    {
      control: "textarea",
      name: "message",
      label: {
        id: "forms.blueprint.message",
        defaultMessage: "What would you like to transform?",
      },
      hint: {
        id: "forms.blueprint.messageHint",
        defaultMessage:
          "Up to 1000 characters: the service, the scale, any deadline.",
      },
      rows: 4,
    },
  ],
  optIns: [newsletterOptIn],
  consent: "lead",
  submit: {
    id: "forms.blueprint.submit",
    defaultMessage: "Request My Blueprint",
  },
  pending: { id: "forms.submitting", defaultMessage: "Submitting..." },
};

/** The Blueprint page's contact section form; stored by the /blueprint action or /api/forms/blueprint. */
export function BlueprintForm({ context }: { context: LeadFormContext }) {
  return (
    <LeadForm spec={blueprintFormSpec} id="blueprint-form" context={context} />
  );
}
