import type { Plugin } from "esbuild";

/** One text replacement in React Router's production build. */
export type Replacement = {
  name: string;
  file: RegExp;
  find: string;
  replace: string;
};
export const MEMO_MODULE: string;
export const REPLACEMENTS: Replacement[];
export function patchReactRouterSource(
  source: string,
  file: string,
): string | undefined;
export function reactRouterMemoPlugin(): Plugin;
export function applyReplacements(
  source: string,
  file: string,
  replacements: Replacement[],
  review: string,
): string;
