// Plain JavaScript: `npm start` (scripts/start.mjs) runs it as it is, before anything is built or loaded.

/**
 * The secrets that sign something every instance must verify. Webhook secrets, calendar feed
 * tokens and API keys are kept per row in the database, so every instance already shares them.
 */
export const SIGNING_SECRETS = [
  {
    name: 'NEXTAUTH_SECRET',
    signs: 'session cookies and the browser address the portal hands to the API at sign-in',
  },
];

/** How to make a value for a secret. */
const MAKE_SECRET = '`openssl rand -base64 32`';

/**
 * What `npm start` refuses (`errors`) or warns about (`warnings`) before serving, from the
 * environment alone. With DATABASE_URL several instances may share the database: a secret made on
 * one machine (the embedded default) would not verify on another, so each signing secret must be
 * set; files kept on one instance's disk are missing on the others; and each instance must serve
 * the one build (`npm run build`), not build its own.
 *
 * @param {Record<string, string | undefined>} env
 * @param {{ hasBuild: boolean }} build whether a production build (.next/BUILD_ID) is present
 * @returns {{ errors: string[]; warnings: string[] }}
 */
export function checkStartEnvironment(env, { hasBuild }) {
  const isSet = (/** @type {string} */ name) => Boolean(env[name]?.trim());
  const errors = [];
  const warnings = [];
  if (isSet('DATABASE_URL')) {
    for (const secret of SIGNING_SECRETS.filter(({ name }) => !isSet(name))) {
      errors.push(
        `${secret.name} is not set. With DATABASE_URL, several instances may serve the same users, and ${secret.name} signs ${secret.signs}: ` +
          `a secret generated on one machine is not known to another. Set ${secret.name} to the same value on every instance (e.g. ${MAKE_SECRET}).`,
      );
    }
    if (!hasBuild) {
      errors.push(
        'No build found (.next/BUILD_ID). With DATABASE_URL, `npm start` does not build: run `npm run build` once and serve that same build ' +
          'from every instance, so they all hand out the same assets.',
      );
    }
    if (env.STORAGE_DRIVER?.trim() === 'disk') {
      warnings.push(
        'STORAGE_DRIVER=disk with DATABASE_URL: uploaded files are kept on this instance\'s disk only, so another instance answers 404 for them. ' +
          'Run one instance, share UPLOAD_DIR between them, or use STORAGE_DRIVER=database (the default with DATABASE_URL) or s3.',
      );
    }
  }
  return { errors, warnings };
}
