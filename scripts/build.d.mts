export const STAMP: string;
export function newestInput(): number;
export function isBuildFresh(): boolean;
export function build(options?: { quiet?: boolean }): Promise<void>;
export function replaceBuild(base: string, write: (out: string) => Promise<void>): Promise<void>;
