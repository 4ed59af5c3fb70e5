import {
  accountTextFormPolicy,
  type BodyPolicy,
} from "../http/body-limits.server";

/** The demo dashboard's gate (/allied) and its lock (/allied/lock). */
const DEMO_GATE = /^\/allied(?:\/lock)?$/;

/**
 * The gate's and the lock's text forms, counted with the account pages so a flood stops
 * before any body is read; the gate also counts its own failures.
 */
export function demoGateBodyPolicy(path: string): BodyPolicy | null {
  return DEMO_GATE.test(path) ? accountTextFormPolicy : null;
}
