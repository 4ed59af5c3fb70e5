import { describe, expect, it } from "vitest";
import { kindsAbout } from "./ranking";
import { committedModel } from "./test-support";

const withAffinity = (
  kindAffinity: Record<string, Record<string, number>>,
) => ({
  ...committedModel,
  kindAffinity,
});

describe("the pages an intent is about", () => {
  it("are the kinds at least twice as common among its answers as among all", () => {
    const model = withAffinity({
      careers: { job: 2.2, careers: Math.log(2), legal: 0.6, contact: -1.6 },
    });
    expect(kindsAbout(model, "careers").sort()).toEqual(["careers", "job"]);
  });

  it("are none for an intent the training half never answered", () => {
    expect(kindsAbout(withAffinity({}), "talk_to_person")).toEqual([]);
  });
});
