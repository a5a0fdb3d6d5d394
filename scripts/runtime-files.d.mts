export const RUNTIME_FILES: readonly string[];
