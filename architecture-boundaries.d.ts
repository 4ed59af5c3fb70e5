/** Types of architecture-boundaries.js (plain JavaScript so eslint.config.js imports it as is). */
export type Area = {
  name: string;
  folders: readonly string[];
  mayImport: readonly string[];
  /** The only modules of this area another area may import (under `app/`, no extension). */
  exposes: readonly string[];
};
export declare const AREAS: readonly Area[];
export declare const SHARED: readonly string[];
export declare const WIRING: readonly string[];
export declare const OUTSIDE_ZONES: readonly string[];
export declare function globOf(entry: string): string;
