import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { insertPasswordAccount } from "~/server/sample-data/password-account.server";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  clientInvitations,
  clients,
  documents,
  profiles,
  projects,
  projectUpdates,
  session,
  storedFiles,
  supportTickets,
  ticketMessages,
} from "~/server/db/schema.server";
import { requestContext } from "./app-services";
import {
  CookieJar,
  callRoute,
  post,
  type RouteAnswer,
} from "./account-session";

/**
 * Two sealed-off clients for the cross-tenant matrix (tests/integration/portal-tenant-matrix):
 * each with a client_admin, a client_user and a colleague who will be revoked, two projects
 * with timeline updates, a document with stored bytes, a ticket with a thread, and a pending
 * invitation — written straight into the test database. People sign in through the real
 * sign-in action, so their cookies are real sessions.
 */
export const PASSWORD = "matrix-lighthouse-copper-58";

export type Person = {
  email: string;
  profileId: string;
  userId: string;
  jar: CookieJar;
  ip: string;
};

export type Tenant = {
  tag: string;
  clientId: string;
  clientName: string;
  admin: Person;
  member: Person;
  /** A colleague the tenant's admin revokes through the Team tab (positive control of revoke). */
  leaving: Person;
  projectId: string;
  projectName: string;
  /** A second project with nothing on it, so "create under" has a target of its own. */
  quietProjectId: string;
  updateTitle: string;
  documentId: string;
  documentName: string;
  documentBytes: Uint8Array;
  ticketId: string;
  ticketTitle: string;
  replyBody: string;
  invitationId: string;
  invitationEmail: string;
  /** Every id and text of this tenant that another tenant must never see. */
  secrets: string[];
};

let ipCounter = 10;
const nextIp = () => `198.51.100.${ipCounter++}`;

let passwordHash: Promise<string> | undefined;

/** A user with a credential account and a profile (clientId null: an account without a client). */
export async function createPerson(
  db: Database,
  email: string,
  fullName: string,
  role: "client_admin" | "client_user",
  clientId: string | null,
): Promise<Person> {
  passwordHash ??= hashPassword(PASSWORD);
  const { userId, profileId } = await insertPasswordAccount(db, {
    name: fullName,
    email,
    passwordHash: await passwordHash,
    role,
    clientId,
  });
  return {
    email,
    userId,
    profileId,
    jar: new CookieJar(),
    ip: nextIp(),
  };
}

/** Signs in through the real /auth action; the person's jar then holds a real session. */
export async function signIn(
  person: Person,
  expectedHome = "/dashboard",
): Promise<void> {
  const answer = await callRoute(
    authAction,
    post("/auth", {
      intent: "signin",
      email: person.email,
      password: PASSWORD,
    }),
    person.jar,
    person.ip,
  );
  expect(
    answer.status,
    `sign-in of ${person.email}: ${JSON.stringify(answer.data)}`,
  ).toBe(302);
  expect(answer.location).toBe(expectedHome);
}

/** Ends a person's access the way revoking does: no client any more, every session deleted. */
export async function revokeDirectly(
  db: Database,
  person: Person,
): Promise<void> {
  await db
    .update(profiles)
    .set({ clientId: null })
    .where(eq(profiles.id, person.profileId));
  await db.delete(session).where(eq(session.userId, person.userId));
}

export async function createTenant(
  db: Database,
  tag: string,
  clientName: string,
): Promise<Tenant> {
  const slug = tag.toLowerCase();
  const mark = `${tag}-${randomBytes(3).toString("hex")}`;
  const [client] = await db
    .insert(clients)
    .values({ name: clientName, companyName: clientName, status: "active" })
    .returning({ id: clients.id });
  const clientId = client!.id;
  const admin = await createPerson(
    db,
    `admin.${slug}@example.org`,
    `${tag} Admin`,
    "client_admin",
    clientId,
  );
  const member = await createPerson(
    db,
    `member.${slug}@example.org`,
    `${tag} Member`,
    "client_user",
    clientId,
  );
  const leaving = await createPerson(
    db,
    `leaving.${slug}@example.org`,
    `${tag} Leaving`,
    "client_user",
    clientId,
  );

  const projectName = `${mark} data platform`;
  const [project] = await db
    .insert(projects)
    .values({
      clientId,
      name: projectName,
      description: `${mark} landing zone`,
      status: "active",
    })
    .returning({ id: projects.id });
  const [quiet] = await db
    .insert(projects)
    .values({
      clientId,
      name: `${mark} quiet project`,
      status: "planning",
      createdAt: new Date(Date.now() - 86_400_000),
    })
    .returning({ id: projects.id });
  const updateTitle = `${mark} milestone reached`;
  await db.insert(projectUpdates).values({
    clientId,
    projectId: project!.id,
    kind: "milestone",
    title: updateTitle,
    body: `${mark} gateway live`,
  });

  const documentName = `${mark}-runbook.txt`;
  const documentBytes = new TextEncoder().encode(
    `${mark}: restart order and escalation contacts\n`,
  );
  const [file] = await db
    .insert(storedFiles)
    .values({
      bucket: "client-documents",
      key: `${clientId}/${randomUUID()}.txt`,
      name: documentName,
      size: documentBytes.byteLength,
      mimeType: "text/plain",
      sha256: createHash("sha256").update(documentBytes).digest("hex"),
      content: documentBytes,
    })
    .returning({ id: storedFiles.id });
  const [document] = await db
    .insert(documents)
    .values({
      clientId,
      projectId: project!.id,
      fileId: file!.id,
      name: documentName,
      fileSize: documentBytes.byteLength,
      mimeType: "text/plain",
      uploadedBySide: "staff",
    })
    .returning({ id: documents.id });

  const ticketTitle = `${mark} gateway throttles batch jobs`;
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      clientId,
      createdBy: member.profileId,
      title: ticketTitle,
      description: `${mark} 429 after 02:00`,
      priority: "high",
      status: "open",
    })
    .returning({ id: supportTickets.id });
  const replyBody = `${mark} quota raised for the batch window`;
  await db.insert(ticketMessages).values([
    {
      clientId,
      ticketId: ticket!.id,
      kind: "reply",
      authorSide: "staff",
      body: replyBody,
    },
    {
      clientId,
      ticketId: ticket!.id,
      kind: "status_change",
      authorSide: "staff",
      fromStatus: "open",
      toStatus: "in_progress",
    },
  ]);

  const invitationEmail = `invitee.${slug}@example.org`;
  const [invitation] = await db
    .insert(clientInvitations)
    .values({
      clientId,
      email: invitationEmail,
      role: "client_user",
      tokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
      invitedBy: admin.profileId,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: clientInvitations.id });

  return {
    tag,
    clientId,
    clientName,
    admin,
    member,
    leaving,
    projectId: project!.id,
    projectName,
    quietProjectId: quiet!.id,
    updateTitle,
    documentId: document!.id,
    documentName,
    documentBytes,
    ticketId: ticket!.id,
    ticketTitle,
    replyBody,
    invitationId: invitation!.id,
    invitationEmail,
    secrets: [
      mark,
      clientId,
      project!.id,
      quiet!.id,
      document!.id,
      ticket!.id,
      invitation!.id,
      invitationEmail,
      admin.email,
      member.email,
      leaving.email,
      admin.profileId,
      member.profileId,
      leaving.profileId,
    ],
  };
}

type RouteFn = (args: never) => unknown;

/** Like callRoute, but also hands back the raw Response (a download's bytes). */
export async function callRouteRaw(
  route: RouteFn,
  request: Request,
  jar: CookieJar,
  ip: string,
  params: Record<string, string> = {},
): Promise<{ answer: RouteAnswer; body: Uint8Array | null }> {
  const copy = request.clone();
  const cookie = jar.header();
  if (cookie) copy.headers.set("Cookie", cookie);
  let result: unknown;
  try {
    result = await route({
      request: copy,
      context: await requestContext(copy, ip),
      params,
    } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    jar.absorb(result.headers);
    const body = new Uint8Array(await result.arrayBuffer());
    return {
      answer: {
        status: result.status,
        headers: result.headers,
        data: null,
        location: result.headers.get("Location"),
      },
      body,
    };
  }
  return {
    answer: await callRoute(() => result, request, jar, ip, params),
    body: null,
  };
}

/** Everything an answer carries that a page could show: its data and its redirect. */
export function visible(answer: RouteAnswer): string {
  return JSON.stringify({ data: answer.data, location: answer.location });
}
