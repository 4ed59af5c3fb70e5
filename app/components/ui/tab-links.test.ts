import { Circle } from "lucide-react";
import { describe, expect, it } from "vitest";
import { tabOfPath, type TabLink } from "./tab-links";

const tab = (name: string, to: string): TabLink<string> => ({
  tab: name,
  label: name,
  to,
  Icon: Circle,
});
const tabs = [
  tab("home", "/space"),
  tab("files", "/space/files"),
  tab("help", "/space/help"),
];

describe("tabOfPath", () => {
  it.each([
    ["/space", "home"],
    ["/space/", "home"],
    ["/space/files", "files"],
    ["/space/help/4f1c", "help"],
    // A section no tab links to is the first tab's, as a project page is under Projects.
    ["/space/projects/4f1c", "home"],
  ])("puts %s under %s", (pathname, expected) => {
    expect(tabOfPath(tabs, pathname)).toBe(expected);
  });
});
