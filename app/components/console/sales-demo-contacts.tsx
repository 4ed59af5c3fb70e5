import { UserRound } from "lucide-react";
import { Form } from "react-router";
import type { DemoContactView } from "~/domain/sales-demo/demo-content";
import {
  demoContactFields,
  demoContactSchema,
} from "~/domain/console/sales-demo-forms";
import { EmptyState } from "../ui/page-states";
import { Button } from "../ui/button";
import {
  DemoForm,
  DemoPanel,
  DemoTextField,
  type DemoEditResult,
  type DemoFormState,
} from "./sales-demo-form";

const EMPTY: DemoContactView = {
  id: "",
  name: "",
  title: "",
  email: "",
  phone: "",
};

function ContactFields({
  form,
  contact,
}: {
  form: DemoFormState;
  contact: DemoContactView;
}) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <DemoTextField
        form={form}
        name="name"
        label="Name"
        value={contact.name}
        maxLength={160}
      />
      <DemoTextField
        form={form}
        name="title"
        label="Job title"
        value={contact.title}
        maxLength={160}
      />
      <DemoTextField
        form={form}
        name="email"
        label="E-mail"
        type="email"
        value={contact.email}
        maxLength={254}
      />
      <DemoTextField
        form={form}
        name="phone"
        label="Phone (optional)"
        type="tel"
        value={contact.phone}
        maxLength={60}
      />
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
                <Form
                  method="post"
                  preventScrollReset
                  aria-label={`Remove ${contact.name}`}
                  className="border-t border-line pt-3"
                >
                  <input type="hidden" name="intent" value="remove-contact" />
                  <input type="hidden" name="rowId" value={contact.id} />
                  <Button type="submit" variant="danger">
                    Remove {contact.name} from the demo
                  </Button>
                </Form>
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
