import type { Plugin } from "esbuild";
import type { Replacement } from "./react-router-memo.mjs";

export const TEXT_BATCHING: Replacement[];
export function reactDomTextBatchingPlugin(): Plugin;
