/**
 * Navigation menu delays: a dropdown opens 200 ms after the pointer comes to it and
 * closes 150 ms after the pointer leaves; for 300 ms after one closes, the next opens at once
 * (moving along the bar does not wait again). While one is open, another opens at once too.
 */
export const OPEN_DELAY_MS = 200;
export const CLOSE_DELAY_MS = 150;
export const SKIP_DELAY_MS = 300;

export function nextOpenDelay({
  anotherOpen,
  msSinceClose,
}: {
  anotherOpen: boolean;
  msSinceClose: number;
}): number {
  return anotherOpen || msSinceClose < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS;
}
