import { UserRound } from "lucide-react";
import type { DemoContactView } from "~/domain/sales-demo/demo-content";
import {
  demoContactFields,
  demoContactSchema,
} from "~/domain/console/sales-demo-forms";
import { EmptyState } from "../ui/page-states";
import {
  DemoForm,
  DemoPanel,
  DemoRemoveForm,
  DemoTextFields,
  type DemoEditResult,
  type DemoFieldSpec,
  type DemoFormState,
} from "./sales-demo-form";

const EMPTY: DemoContactView = {
  id: "",
  name: "",
  title: "",
  email: "",
  phone: "",
};

const contactFields: readonly DemoFieldSpec[] = [
  { name: "name", label: "Name", maxLength: 160 },
  { name: "title", label: "Job title", maxLength: 160 },
  { name: "email", label: "E-mail", type: "email", maxLength: 254 },
  { name: "phone", label: "Phone (optional)", type: "tel", maxLength: 60 },
];

function ContactFields({
  form,
  contact,
}: {
  form: DemoFormState;
  contact: DemoContactView;
}) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <DemoTextFields form={form} values={contact} fields={contactFields} />
    </div>
  );
}

/** Contacts: the Profile tab's key contacts, each editable and removable, and one to add. */
export function DemoContacts({
  contacts,
  result,
}: {
  contacts: DemoContactView[];
  result: DemoEditResult | undefined;
}) {
  return (
    <div className="grid gap-6">
      <DemoPanel
        id="demo-contacts-heading"
        title="Key contacts"
        description="Shown on the demo's Profile tab in this order. Removing a contact takes effect at once."
      >
        {contacts.length === 0 ? (
          <EmptyState
            Icon={UserRound}
            message="This demo has no contacts yet. Add the first one below."
          />
        ) : (
          <ul className="grid gap-4">
            {contacts.map((contact) => (
              <li
                key={contact.id}
                className="grid gap-3 rounded-lg border border-line bg-white p-4"
              >
                <h4 className="font-semibold text-ink-900">{contact.name}</h4>
                <DemoForm
                  intent="update-contact"
                  rowId={contact.id}
                  schema={demoContactSchema}
                  fields={demoContactFields}
                  result={result}
                  submit="Save contact"
                  label={`Contact ${contact.name}`}
                >
                  {(form) => <ContactFields form={form} contact={contact} />}
                </DemoForm>
                <DemoRemoveForm
                  intent="remove-contact"
                  rowId={contact.id}
                  label={`Remove ${contact.name}`}
                  preventScrollReset
                  className="border-t border-line pt-3"
                >
                  Remove {contact.name} from the demo
                </DemoRemoveForm>
              </li>
            ))}
          </ul>
        )}
      </DemoPanel>
      <DemoPanel
        id="demo-add-contact-heading"
        title="Add a contact"
        description="Added at the end of the list."
      >
        <DemoForm
          // A new list after an addition: a fresh, empty form.
          key={contacts.length}
          intent="add-contact"
          schema={demoContactSchema}
          fields={demoContactFields}
          result={result}
          submit="Add contact"
          label="Add a contact"
        >
          {(form) => <ContactFields form={form} contact={EMPTY} />}
        </DemoForm>
      </DemoPanel>
    </div>
  );
}
