/** Core-seconds since boot, and the number of CPUs /proc/stat lists. */
export type ProcStat = {
  busy: number;
  idle: number;
  stolen: number;
  cores: number;
};
export const TICKS_PER_SECOND: number;
export function parseProcStat(text: string): ProcStat | undefined;
export function readProcStat(): ProcStat | undefined;
