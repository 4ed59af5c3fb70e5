import {
  demoLockAction,
  demoLockLoader,
} from "~/server/sales-demo/demo-access.server";

/** POST /allied/lock closes the demo's gate for this browser; a GET changes nothing. */
export const action = () => demoLockAction();
export const loader = () => demoLockLoader();
