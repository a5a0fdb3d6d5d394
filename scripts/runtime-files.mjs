// What the production runtime needs, and all it gets: `npm run check:production` copies this list
// into an empty folder, and the Dockerfile's runtime stage copies the same (a test keeps them equal).
export const RUNTIME_FILES = [
  'package.json',
  'package-lock.json',
  'drizzle',
  'dist',
  'scripts/build.mjs',
  'scripts/cli.mjs',
];
