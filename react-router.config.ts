import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/prerendered-paths";

export default {
  ssr: true,
  // Pages that do not depend on the request are rendered once at build time and
  // served from memory by server.ts (see docs/decisions/004-server.md).
  prerender: prerenderedPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
