import { localeFromAcceptLanguage } from "~/i18n/locale";
import {
  APIError,
  BASE_ERROR_CODES,
  betterAuth,
  type GenericEndpointContext,
} from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "~/domain/auth/auth-forms";
import { site } from "~/content/site";
import type { Database } from "../db/client.server";
import {
  account,
  profiles,
  session,
  twoFactor,
  user,
  verification,
} from "../db/schema.server";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import { getAppServices } from "../services.server";
import { mailLocaleOfUser } from "../account/mail-locale.server";
import { signUpPageLocaleNow } from "./sign-up-page-locale.server";
import { generateBackupCodes } from "./backup-codes.server";
import { queueAccessRequestNotice } from "./access-request-email.server";
import {
  existingAccountEmail,
  passwordResetEmail,
  queueAccountEmail,
  verificationEmail,
} from "./account-emails.server";

/**
 * The better-auth instance (docs/decisions/003, 017). Our route actions call its server API
 * (`auth.api.*`) with the request's cookies; its own HTTP handler is not mounted, so every
 * account form goes through the edge (origin check, rate limits, body limits) like any post.
 */
export const RESET_PASSWORD_TTL_SECONDS = 30 * 60;
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
/** How long the two-factor plugin locks an account after 10 wrong codes in a row (its default). */
export const SECOND_FACTOR_LOCK_SECONDS = 15 * 60;
/** Header that carries the client address as the edge resolved it (TRUST_PROXY), set by us only. */
export const CLIENT_IP_HEADER = "x-kestrel-client-ip";

/** The prefix of better-auth's cookie names: `__Host-` needs Secure, so only on https. */
export function authCookiePrefix(env: Pick<Env, "publicUrl">): string {
  return env.publicUrl.startsWith("https://") ? "__Host-kestrel" : "kestrel";
}

/** The session cookie's name (better-auth: `<prefix>.session_token`; useSecureCookies is off). */
export function sessionCookieName(env: Pick<Env, "publicUrl">): string {
  return `${authCookiePrefix(env)}.session_token`;
}

/**
 * Idle timeout, in seconds: each use after `updateAge` pushes the expiry `expiresIn` ahead
 * (better-auth's refresh; current-user.server.ts leaves a session due for it to better-auth).
 */
export function sessionTiming(env: Pick<Env, "sessionIdleMs">): {
  expiresIn: number;
  updateAge: number;
} {
  const idleSeconds = Math.round(env.sessionIdleMs / 1000);
  return {
    expiresIn: idleSeconds,
    updateAge: Math.max(60, Math.min(300, Math.floor(idleSeconds / 6))),
  };
}

export function createAuth(options: {
  db: Database;
  env: Env;
  logger: Logger;
}) {
  const { db, env, logger } = options;
  const https = env.publicUrl.startsWith("https://");
  const { expiresIn, updateAge } = sessionTiming(env);
  const authLogger = logger.child({ module: "better-auth" });

  return betterAuth({
    appName: site.name,
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [new URL(env.publicUrl).origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor },
    }),
    // Ours is at the edge and in auth-throttle.server.ts, keyed by the resolved client address.
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message) => authLogger[level](message),
    },
    advanced: {
      // __Host- cookies: Secure, Path=/, no Domain — only on https (the prefix needs Secure).
      useSecureCookies: false,
      cookiePrefix: authCookiePrefix(env),
      defaultCookieAttributes: {
        secure: https,
        sameSite: "lax",
        httpOnly: true,
        path: "/",
      },
      cookies: {
        // The cookie may outlive an idle session: the server decides (session row's expiry and
        // SESSION_MAX_HOURS), and refreshing the expiry then needs no new cookie.
        session_token: {
          attributes: { maxAge: Math.round(env.sessionMaxAgeMs / 1000) },
        },
      },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: {
      // Whether this session passed the second factor (docs/access-audit.md): set only by the hooks below,
      // never from a request body.
      additionalFields: {
        twoFactorVerified: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
        },
      },
      // Idle timeout: each use after `updateAge` pushes the expiry `expiresIn` ahead.
      expiresIn,
      updateAge,
      cookieCache: { enabled: false },
    },
    user: { changeEmail: { enabled: false }, deleteUser: { enabled: false } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, token }) => {
        const link = `${env.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await queueAccountEmail(
          db,
          passwordResetEmail(
            target.email,
            link,
            await mailLocaleOfUser(db, target.id),
          ),
        );
      },
      onExistingUserSignUp: async ({ user: target }) => {
        await queueAccountEmail(
          db,
          existingAccountEmail(
            target.email,
            `${env.publicUrl}/auth`,
            `${env.publicUrl}/auth/forgot-password`,
            await mailLocaleOfUser(db, target.id),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail: async ({ user: target, token }, request) => {
        const link = `${env.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
        // The account's chosen language, else the one it signed up in (the sign-up page's,
        // stored with its profile), else the browser's.
        const locale = await mailLocaleOfUser(
          db,
          target.id,
          signUpPageLocaleNow() ??
            localeFromAcceptLanguage(
              request?.headers.get("accept-language") ?? null,
            ),
        );
        await queueAccountEmail(
          db,
          verificationEmail(target.email, link, locale),
        );
      },
      // Only now do staff hear of a self sign-up: an address nobody confirmed pages no one
      // (docs/access-audit.md § 6). Called once, when the address turns verified. A failure to
      // queue is logged, not shown: the address is confirmed either way.
      afterEmailVerification: async (verified) => {
        await queueAccessRequestNotice(db, verified.id, {
          notifyTo: env.portalNotifyTo,
          publicUrl: env.publicUrl,
        }).catch((error: unknown) =>
          authLogger.error(
            { err: error },
            "could not queue the access request notice",
          ),
        );
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account (staff console) gets no session on any path — password,
          // second factor or reset: better-auth answers as for a failed sign-in, and
          // sign-in.server.ts shows the same generic message as a wrong password.
          before: async (created, ctx) => {
            const [row] = await db
              .select({ disabledAt: user.disabledAt })
              .from(user)
              .where(eq(user.id, created.userId))
              .limit(1);
            if (row?.disabledAt) {
              // An expected refusal, not a fault: logged at info, answered like a wrong password.
              authLogger.info(
                { userId: created.userId, path: ctx?.path ?? null },
                "sign-in refused: the account is disabled",
              );
              throw APIError.from(
                "UNAUTHORIZED",
                BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD,
              );
            }
            return { data: { twoFactorVerified: passedSecondFactor(ctx) } };
          },
        },
      },
      user: {
        create: {
          // Every account has a profile; self sign-ups start with the least role and no client
          //. Invited accounts are created with theirs by invitations.server.ts.
          after: async (created) => {
            await db
              .insert(profiles)
              .values({
                userId: created.id,
                email: created.email,
                fullName: created.name,
                role: "client_user",
                signUpLocale: signUpPageLocaleNow() ?? null,
              })
              .onConflictDoNothing({ target: profiles.userId });
          },
        },
      },
    },
    plugins: [
      twoFactorPlugin({
        issuer: site.name,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: {
          amount: 10,
          length: 10,
          customBackupCodesGenerate: () => generateBackupCodes(10),
        },
        twoFactorCookieMaxAge: 600,
        accountLockout: {
          enabled: true,
          maxFailedAttempts: 10,
          durationSeconds: SECOND_FACTOR_LOCK_SECONDS,
        },
      }),
    ],
  });
}

/** The endpoints whose new session was made by a correct TOTP or backup code (challenge or enrolment). */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);
/** The endpoints that replace the caller's session with a new one: it keeps what the old one proved. */
const ROTATING_PATHS = new Set(["/change-password", "/two-factor/disable"]);

/**
 * Whether a session being created has passed the second factor (docs/access-audit.md, decision 017). A
 * password sign-in never has — for an account with TOTP better-auth makes no session before
 * the code at all. Any other path (a future one included) starts without it.
 */
export function passedSecondFactor(
  ctx: GenericEndpointContext | null | undefined,
): boolean {
  if (!ctx?.path) return false;
  if (SECOND_FACTOR_PATHS.has(ctx.path)) return true;
  if (ROTATING_PATHS.has(ctx.path)) {
    return Boolean(
      (
        ctx.context.session?.session as
          { twoFactorVerified?: boolean } | undefined
      )?.twoFactorVerified,
    );
  }
  return false;
}

export type Auth = ReturnType<typeof createAuth>;

const KEY = Symbol.for("kestrel.auth");
type Holder = { [KEY]?: { auth: Auth; db: Database } };

/** The process's instance, made on first use from the running services. */
export function getAuth(): Auth {
  const services = getAppServices();
  const holder = globalThis as Holder;
  const cached = holder[KEY];
  if (cached && cached.db === services.database.db) return cached.auth;
  const auth = createAuth({
    db: services.database.db,
    env: services.env,
    logger: services.logger,
  });
  holder[KEY] = { auth, db: services.database.db };
  return auth;
}
