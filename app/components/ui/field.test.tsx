import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { Input } from "./input";

function render(props: { error?: string; hint?: string }) {
  return renderToString(
    <Field name="email" label="Email" {...props}>
      {(control) => <Input {...control} type="email" />}
    </Field>,
  );
}

function attribute(html: string, name: string): string | undefined {
  return new RegExp(`<input[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
}

describe("Field", () => {
  it("ties the label to the control", () => {
    const html = render({});
    const id = attribute(html, "id");
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(attribute(html, "name")).toBe("email");
  });

  it("marks the control invalid and points it at the message", () => {
    const html = render({ error: "Enter a valid e-mail address." });
    expect(attribute(html, "aria-invalid")).toBe("true");
    const described = attribute(html, "aria-describedby");
    expect(described).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`id="${described}"[^>]*>Enter a valid e-mail address.<`),
    );
  });

  it("describes the control by its hint and says nothing of an error when there is none", () => {
    const html = render({ hint: "The address we write to." });
    expect(attribute(html, "aria-invalid")).toBeUndefined();
    const described = attribute(html, "aria-describedby");
    expect(described?.split(" ")).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(`id="${described}"[^>]*>The address we write to.<`),
    );
  });
});
