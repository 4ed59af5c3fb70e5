import { redirect } from "react-router";
import { z } from "zod";
import type { Toast } from "~/domain/forms/form-result";
import { isMessageId, type Message } from "~/i18n/message";
import { getAppServices } from "../services.server";
import { siteCookie } from "./site-cookie.server";

/**
 * A toast that survives one redirect (e.g. "Welcome back!" on the page sign-in leads to):
 * a short-lived signed cookie, read and cleared by the next page's loader. Signed, so a
 * visitor cannot make the site display text of their choosing.
 */
const messageSchema: z.ZodType<Message> = z.object({
  id: z.string().refine(isMessageId),
  values: z
    .record(
      z.string(),
      z.union([z.string().max(300), z.number(), z.lazy(() => messageSchema)]),
    )
    .optional(),
}) as z.ZodType<Message>;

const toastSchema = z.object({
  kind: z.enum(["success", "error", "info"]),
  title: z.union([z.string().max(200), messageSchema]),
  description: z.union([z.string().max(500), messageSchema]).optional(),
});

function flashCookie() {
  const { env } = getAppServices();
  return siteCookie(env.publicUrl, "flash", {
    maxAge: 60,
    secrets: [env.authSecret],
  });
}

/** Adds the Set-Cookie that shows `toast` on the next page. */
export async function setFlashToast(
  headers: Headers,
  toast: Toast,
): Promise<void> {
  headers.append("Set-Cookie", await flashCookie().serialize(toast));
}

/** A redirect to `to` that shows `toast` there, with the frame's `headers` (no-store and the like). */
export async function redirectWithToast(
  to: string,
  toast: Toast,
  headers: HeadersInit = {},
): Promise<Response> {
  const withToast = new Headers(headers);
  await setFlashToast(withToast, toast);
  return redirect(to, { headers: withToast });
}

/** The pending toast, if any, and the header that clears it (append it to the response). */
export async function takeFlashToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  const cookie = flashCookie();
  if (!cookieHeader?.includes(cookie.name)) return { toast: null, headers };
  const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
