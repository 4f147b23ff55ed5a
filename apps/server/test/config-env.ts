import { ConfigError, loadConfig } from '../src/config';

/** The problems loadConfig finds in `env`, as its ConfigError lists them; none when the config loads. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

/** NODE_ENV=production with the SMS sender and the data key it requires: a complete production configuration on PGlite. */
export const productionEnv = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_ENDPOINT: 'https://sms.example/send',
  SMS_HTTP_API_KEY: 'k',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
};
