import { describe, expect, it } from "vitest";
import {
  blueprintFormSchema,
  contactFormSchema,
  getStartedStepSchemas,
  jobApplicationWithResumeSchema,
} from "~/domain/forms/lead-forms";
import { blueprintFormSpec } from "./blueprint-form";
import { contactFormSpec } from "./contact-form";
import { fieldNames } from "./field-spec";
import { getStartedSteps } from "./get-started-form";
import { jobApplicationSpec } from "./job-application-form";

/**
 * A field the schema does not know is dropped on the server; a schema field the form does not
 * show can never be filled. Each form's specification and its schema name the same fields.
 */
const sorted = (names: readonly string[]) => [...names].sort();

describe("the lead forms' field specifications", () => {
  it("name exactly the fields their schemas validate", () => {
    expect(sorted(fieldNames(contactFormSpec.fields))).toEqual(
      sorted(Object.keys(contactFormSchema.shape)),
    );
    expect(sorted(fieldNames(blueprintFormSpec.fields))).toEqual(
      sorted(Object.keys(blueprintFormSchema.shape)),
    );
    const job = jobApplicationSpec({
      control: "hidden",
      name: "jobTitle",
      value: "Cloud Architect",
    });
    expect(sorted(fieldNames(job.fields))).toEqual(
      sorted(Object.keys(jobApplicationWithResumeSchema.shape)),
    );
  });

  it("put each getting-started field in the step whose schema validates it", () => {
    expect(getStartedSteps.map((step) => sorted(fieldNames(step)))).toEqual(
      getStartedStepSchemas.map((schema) => sorted(Object.keys(schema.shape))),
    );
  });

  it("list fields in page order, so the first field in error takes focus (positive control)", () => {
    expect(fieldNames(contactFormSpec.fields)).toEqual([
      "firstName",
      "lastName",
      "email",
      "company",
      "interest",
      "message",
    ]);
  });
});
