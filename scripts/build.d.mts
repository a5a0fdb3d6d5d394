export const STAMP: string;
export function newestInput(): number;
export function isBuildFresh(): boolean;
export function build(options?: { quiet?: boolean }): Promise<void>;
