export function findChromium(): string | null;
export function findPlaywrightChromium(): Promise<string | null>;
