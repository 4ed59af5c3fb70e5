// js-yaml 4 ships no types (and @types/js-yaml is not installed): the one function the tests use.
declare module "js-yaml" {
  export function load(text: string): unknown;
}
