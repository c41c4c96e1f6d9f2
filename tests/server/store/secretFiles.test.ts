/**
 * Secrets given as files (ADR 369): every secret setting may be `<NAME>_FILE`, the path of a file holding it, as
 * Docker and Kubernetes mount secrets; the file's content is the value, without its trailing line break.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, parseEnv, SECRET_SETTINGS } from '../../../server/config';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'console-secret-files-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}

test('a secret given as <NAME>_FILE is the content of that file without its trailing line break', () => {
  const env = {
    DATA_DIR: join(dir, 'data'),
    JWT_SECRET_FILE: secretFile('jwt', `${'j'.repeat(40)}\n`),
    SECRETS_KEY_FILE: secretFile('sealing', `${'k'.repeat(40)}\r\n`),
    DATABASE_URL_FILE: secretFile('database', 'postgres://console:pa ss@db:5432/console\n'),
    SMTP_URL_FILE: secretFile('smtp', 'smtp://mailer:secret@mail:587'),
    METRICS_TOKEN_FILE: secretFile('metrics', 'a metrics token of some length\n'),
    AI_API_KEY_FILE: secretFile('ai', 'sk-from-a-file\n'),
    DEMO_PASSWORD_FILE: secretFile('demo', 'a demo password\n'),
    STORAGE_S3_BUCKET: 'console-files',
    STORAGE_S3_REGION: 'us-east-1',
    STORAGE_S3_ACCESS_KEY_ID_FILE: secretFile('s3-id', 'console\n'),
    STORAGE_S3_SECRET_ACCESS_KEY_FILE: secretFile('s3-secret', 'an s3 secret key\n'),
  };
  const config = loadConfig(env);
  expect(config.jwtSecret).toBe('j'.repeat(40));
  expect(config.secretsKey).toBe('k'.repeat(40));
  expect(config.databaseUrl).toBe('postgres://console:pa ss@db:5432/console');
  expect(config.smtpUrl).toBe('smtp://mailer:secret@mail:587');
  expect(config.metricsToken).toBe('a metrics token of some length');
  expect(config.ai.apiKey).toBe('sk-from-a-file');
  expect(config.demoPassword).toBe('a demo password');
  expect(config.storage).toMatchObject({
    kind: 's3',
    accessKeyId: 'console',
    secretAccessKey: 'an s3 secret key',
  });
  // DATABASE_URL given as a file counts as DATABASE_URL for every rule that asks for it (no demo, WORKERS > 1).
  expect(config.seedDemo).toBe(false);
  expect(parseEnv({ ...env, WORKERS: '3' }).WORKERS).toBe(3);
});

test.each(SECRET_SETTINGS)('%s may be given as a file', (name) => {
  expect(() => parseEnv({ [`${name}_FILE`]: join(dir, 'absent') })).toThrow(
    `- ${name}_FILE: cannot read ${join(dir, 'absent')} (ENOENT)`,
  );
});

test('a secret set both in the environment and as a file stops the start, naming the variable', () => {
  const path = secretFile('both', `${'b'.repeat(40)}\n`);
  expect(() => parseEnv({ JWT_SECRET: 'x'.repeat(32), JWT_SECRET_FILE: path })).toThrow(
    '- JWT_SECRET_FILE: set JWT_SECRET or JWT_SECRET_FILE, not both',
  );
});

test('an unreadable or empty secret file stops the start, naming the variable, with every other problem', () => {
  // A directory cannot be read as a file, even by root.
  const unreadable = join(dir, 'a-directory');
  mkdirSync(unreadable);
  const empty = secretFile('empty', '\n');
  expect(() => parseEnv({ AI_API_KEY_FILE: unreadable, METRICS_TOKEN_FILE: empty, PORT: 'eighty' })).toThrow(
    new RegExp(
      [
        `- METRICS_TOKEN_FILE: ${empty} is empty`,
        `- AI_API_KEY_FILE: cannot read ${unreadable} \\(EISDIR\\)`,
        '- PORT: ',
      ]
        .map((line) => line.replaceAll('/', '\\/'))
        .join('[\\s\\S]*'),
    ),
  );
});

test('a secret read from a file is validated like the variable itself', () => {
  expect(() => parseEnv({ JWT_SECRET_FILE: secretFile('short', 'short\n') })).toThrow(
    /JWT_SECRET: must be at least 32 characters/,
  );
});
