import { z } from "zod";

/** The gate's form, shared by the page and the action. Strings verbatim. */
export const DEMO_GATE_MISMATCH =
  "Invalid login ID or password. Please try again.";

export const demoGateSchema = z.object({
  loginId: z
    .string()
    .trim()
    .min(1, { error: "Enter your login ID." })
    .max(200, { error: "Invalid login ID or password. Please try again." }),
  password: z
    .string()
    .min(1, { error: "Enter your password." })
    .max(200, { error: "Invalid login ID or password. Please try again." }),
});

export function demoGateBlockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Where the gate sends someone once open: back to the /allied page they asked for, never elsewhere. */
export function demoReturnPath(next: string | null | undefined): string {
  if (!next) return "/allied";
  return /^\/allied(?:\/[A-Za-z0-9/_-]*)?(?:\?[A-Za-z0-9=&_-]*)?$/.test(next) &&
    !next.includes("//")
    ? next
    : "/allied";
}
