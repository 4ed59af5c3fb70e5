import { asEnglishPage } from "./english-page";
import { expect } from "vitest";
import { formRequest, requestContext } from "./app-services";

/**
 * A browser's cookie jar for calling account loaders and actions in-process: keeps what
 * Set-Cookie headers set (and drops what they expire), and sends it with each request.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  absorb(headers: Headers | undefined | null): void {
    for (const line of headers?.getSetCookie() ?? []) {
      const [pair = "", ...attributes] = line.split(/;\s*/);
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired = attributes.some(
        (attribute) =>
          /^max-age=0$/i.test(attribute) ||
          (/^expires=/i.test(attribute) &&
            Date.parse(attribute.slice(8)) < Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

type Route = (args: never) => unknown;
export type RouteAnswer = {
  status: number;
  headers: Headers;
  data: Record<string, unknown> | null;
  location: string | null;
};

/** Calls a loader or action the way React Router would, and reads a thrown redirect too. */
export async function callRoute(
  route: Route,
  request: Request,
  jar: CookieJar,
  clientIp = "203.0.113.10",
  params: Record<string, string> = {},
): Promise<RouteAnswer> {
  const cookie = jar.header();
  if (cookie) request.headers.set("Cookie", cookie);
  request.headers.set(
    "User-Agent",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  );
  let result: unknown;
  try {
    result = await route({
      request,
      context: await requestContext(request, clientIp),
      params,
    } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    jar.absorb(result.headers);
    return {
      status: result.status,
      headers: result.headers,
      data: null,
      location: result.headers.get("Location"),
    };
  }
  const shaped = result as {
    type?: string;
    data?: Record<string, unknown>;
    init?: ResponseInit | null;
  };
  if (shaped && shaped.type === "DataWithResponseInit") {
    const headers = new Headers(shaped.init?.headers);
    jar.absorb(headers);
    return {
      status: shaped.init?.status ?? 200,
      headers,
      data: asEnglishPage(shaped.data ?? null),
      location: null,
    };
  }
  return {
    status: 200,
    headers: new Headers(),
    data: asEnglishPage((result as Record<string, unknown>) ?? null),
    location: null,
  };
}

export function post(path: string, fields: Record<string, string>): Request {
  return formRequest(path, fields);
}

export function get(path: string): Request {
  return new Request(`http://localhost${path}`);
}

export function expectRedirect(answer: RouteAnswer, location: string): void {
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  expect(answer.location).toBe(location);
}
