/** Server configuration: read once from the environment, validated with zod, failing with every problem at once. */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod';
import type { StorageSettings } from './storage/storage';
import { VIDEO_UPLOAD_DEFAULT_MB, VIDEO_UPLOAD_MAX_MB_LIMIT } from '../src/domain/publish/articleMedia';

const integer = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');
/** An empty variable counts as unset, so `FOO= npm start` falls back to the default. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/**
 * Uploaded and seeded files: the disk (DATA_DIR/storage) unless STORAGE_S3_BUCKET names a bucket of an
 * S3-compatible object store, which then needs its region and keys too (ADR 159).
 */
const StorageEnvSchema = z
  .object({
    STORAGE_S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
        .optional(),
    ),
    STORAGE_S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    STORAGE_S3_REGION: optionalString,
    STORAGE_S3_ACCESS_KEY_ID: optionalString,
    STORAGE_S3_SECRET_ACCESS_KEY: optionalString,
    STORAGE_S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false', '1', '0']).optional()),
  })
  .superRefine((env, context) => {
    const needed = ['STORAGE_S3_REGION', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const;
    const optional = ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_FORCE_PATH_STYLE'] as const;
    if (env.STORAGE_S3_BUCKET !== undefined) {
      for (const name of needed)
        if (env[name] === undefined)
          context.addIssue({ code: 'custom', path: [name], message: 'is required with STORAGE_S3_BUCKET' });
      return;
    }
    for (const name of [...needed, ...optional])
      if (env[name] !== undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'needs STORAGE_S3_BUCKET (set all or none)',
        });
  });

function storageSettings(env: z.infer<typeof StorageEnvSchema>, dir: string): StorageSettings {
  const bucket = env.STORAGE_S3_BUCKET;
  if (bucket === undefined) return { kind: 'disk', dir };
  const region = env.STORAGE_S3_REGION!;
  return {
    kind: 's3',
    bucket,
    endpoint: (env.STORAGE_S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    region,
    accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE === 'true' || env.STORAGE_S3_FORCE_PATH_STYLE === '1',
  };
}

const EnvFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  ROUTE_PREFIX: z
    .string()
    .default('/admin')
    .transform((value) => value.replace(/\/+$/, ''))
    .pipe(
      z
        .string()
        .regex(/^\/[A-Za-z0-9._~\-/]+$/, 'must be a path like /admin')
        .refine((value) => !/^\/api(\/|$)/.test(value), 'must not start with /api'),
    ),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SECRETS_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: integer(900),
  REFRESH_TOKEN_TTL_DAYS: integer(30),
  DEMO_PASSWORD: z.string().min(6).default('demo-password'),
  /**
   * The demo (its accounts, with DEMO_PASSWORD, and its content) on an empty store; unset: on for the embedded store
   * only, off with DATABASE_URL (ADR 361).
   */
  SEED_DEMO: optionalString.pipe(z.enum(['true', 'false', '1', '0']).optional()),
  FEATURE_FLAG_CLIENT_ID: z.string().min(1).default('console'),
  DOCUMENT_VIEWER_URL: z.string().default('https://view.officeapps.live.com/op/embed.aspx?src='),
  /** Hours the console keeps what SPEC caches locally (the section list); 0 keeps nothing (ADR 265). */
  CACHE_HOURS: z.coerce.number().int().min(0).max(8760).default(24),
  PUBLIC_API_BASE_URL: z
    .string()
    .default('')
    .refine((value) => value === '' || URL.canParse(value), 'must be empty or an absolute URL'),
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  TRUST_PROXY: flag(false),
  /** argon2id cost: memory in KiB and passes (OWASP's minimum by default). */
  PASSWORD_HASH_MEMORY_KIB: integer(19_456),
  PASSWORD_HASH_PASSES: integer(2),
  /** Students' personal links go out by mail through this server (smtp:// or smtps://); unset sends nothing. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Science Video Console <no-reply@localhost>'),
  /** Where students reach the server, the base of their links (ADR 134); default http://localhost:PORT. */
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** MoEngage's REST API host, `{dc}` standing for the data centre (ADR 347); a test points it at loopback. */
  MOENGAGE_API_URL: z
    .string()
    .default('https://api-{dc}.moengage.com')
    .refine((value) => URL.canParse(value.replace('{dc}', '01')), 'must be an absolute URL'),
  /** Server processes `npm start` runs on this machine: a count, or `auto` for one per core (ADR 158). */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().positive()]).default(1),
  /** Question generation (ADR 180): the key of an OpenAI-compatible endpoint; unset, the action explains itself. */
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** SPEC's model names to the endpoint's own, e.g. `gpt-4=llama3.1:8b,gpt-3.5-turbo-16k=qwen2.5:7b`. */
  AI_MODEL_MAP: optionalString.pipe(
    z
      .string()
      .regex(/^[^=,\s]+=[^=,\s]+(,[^=,\s]+=[^=,\s]+)*$/, 'must be name=model pairs separated by commas')
      .optional(),
  ),
  /** A generation ends after this long, or after this long without a word from the model. */
  AI_TIMEOUT_SECONDS: integer(120),
  AI_IDLE_TIMEOUT_SECONDS: integer(30),
  /** Tries after a rate limit (429) or a server error before giving up. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Generations per user and UTC day: instructors and other authors, and full admins. */
  AI_DAILY_LIMIT: integer(20),
  AI_DAILY_LIMIT_ADMIN: integer(100),
  /** `GET /metrics` asks for `Authorization: Bearer <this>` when set; unset, it answers anyone (ADR 227). */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The company's e-mail domain: accounts there are internal staff, as those marked in Users management (ADR 246). */
  INTERNAL_EMAIL_DOMAIN: optionalString.pipe(
    z
      .string()
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain such as example.com')
      .optional(),
  ),
  /** On SIGTERM, requests and streams under way get this long to finish before the process ends (ADR 229). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(25),
  /** The largest article video the desk accepts, in MB (ADR 315); its size is stored as an int4 of bytes. */
  VIDEO_UPLOAD_MAX_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(VIDEO_UPLOAD_MAX_MB_LIMIT)
    .default(VIDEO_UPLOAD_DEFAULT_MB),
  /** How many API requests one turn of the event loop takes in; 0: all of them (ADR 327). */
  API_REQUESTS_PER_TURN: z.coerce.number().int().min(0).max(1000).default(8),
});

const EnvSchema = EnvFields.superRefine((env, context) => {
  // The embedded PGlite store is one process's data directory: a second process cannot open it (ADR 158).
  if (typeof env.WORKERS === 'number' && env.WORKERS > 1 && !env.DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: ['WORKERS'],
      message:
        'more than one server process needs DATABASE_URL (a PostgreSQL database): the embedded PGlite store can be opened by one process only; set DATABASE_URL or use WORKERS=1',
    });
});

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PGlite data directory, or `memory://` for an in-memory database. Unused when `databaseUrl` is set. */
  readonly pgliteDir: string;
  /** Uploaded and seeded files on disk (the disk storage's directory, where the seed puts its files). */
  readonly storageDir: string;
  /** Where uploaded and seeded files are kept and served from (ADR 159). */
  readonly storage: StorageSettings;
  readonly databaseUrl: string | undefined;
  /** Path prefix of the console, without a trailing slash, e.g. `/admin`. */
  readonly routePrefix: string;
  readonly jwtSecret: string;
  /**
   * The key that seals stored secrets (identity providers' client secrets, the LTI tool's private key): SECRETS_KEY,
   * else one generated once into DATA_DIR/secrets.key. Separate from the JWT secret, so rotating one keeps the other.
   */
  readonly secretsKey: string;
  /**
   * The key files (`secret.key`, `secrets.key`) this load of the configuration wrote into DATA_DIR because none
   * was there: a restore replaces them without keeping a copy, as they sealed nothing yet.
   */
  readonly keysCreated: readonly string[];
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlDays: number;
  readonly demoPassword: string;
  /**
   * Whether an empty store gets the demo; a real install gets none, and its first administrator from the operator
   * (`npm run create-admin`, ADR 361).
   */
  readonly seedDemo: boolean;
  readonly featureFlagClientId: string;
  readonly documentViewerUrl: string;
  /** CACHE_HOURS: the console's local cache lifetime, served in config.json (ADR 265). */
  readonly cacheHours: number;
  readonly publicApiBaseUrl: string;
  readonly trustProxy: boolean;
  readonly passwordHash: { readonly memoryCost: number; readonly timeCost: number };
  /** Mail of students' links; undefined sends nothing (ADR 134). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Base of links in mail, without a trailing slash; undefined: the class page uses the request's origin. */
  readonly publicUrl: string | undefined;
  /** MoEngage's REST API host with `{dc}` for the data centre (ADR 347). */
  readonly moengageApiUrl: string;
  /** Server processes to run (1: no cluster); `auto` is resolved here (ADR 158). */
  readonly workers: number;
  /** Question generation with a language model (ADR 180). */
  readonly ai: AiSettings;
  /** The bearer token `GET /metrics` asks for; undefined: none (ADR 227). */
  readonly metricsToken: string | undefined;
  /** How long a stopping server lets requests and streams under way finish (ADR 229). */
  readonly shutdownGraceMs: number;
  /** The company's e-mail domain, lower-cased, or null: its accounts are internal staff (ADR 246). */
  readonly internalEmailDomain: string | null;
  /** The largest article video the desk accepts, in MB (ADR 315). */
  readonly videoUploadMaxMb: number;
  /** How many API requests one turn of the event loop takes in; 0: all of them (ADR 327). */
  readonly apiRequestsPerTurn: number;
}

export interface AiSettings {
  /** Undefined: generation is off, and the console explains how to turn it on. */
  readonly apiKey: string | undefined;
  /** The OpenAI-compatible endpoint; undefined is OpenAI's own. */
  readonly baseUrl: string | undefined;
  /** SPEC's model names to the endpoint's. */
  readonly modelMap: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly maxRetries: number;
  readonly dailyLimits: { readonly author: number; readonly fullAdmin: number };
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Every variable the configuration reads, `<NAME>_FILE` of the secret settings included. */
export function settingNames(): string[] {
  return [
    ...Object.keys(EnvFields.shape),
    ...Object.keys(StorageEnvSchema.shape),
    ...SECRET_SETTINGS.map((name) => `${name}_FILE`),
  ];
}

/**
 * The settings that hold a secret. Each may instead be given as `<NAME>_FILE`, the path of a file holding it (Docker's
 * and Kubernetes' secrets, mounted under /run/secrets), so the secret stays out of the environment (ADR 369).
 */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'JWT_SECRET',
  'SECRETS_KEY',
  'DEMO_PASSWORD',
  'SMTP_URL',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
  'AI_API_KEY',
] as const;

/**
 * The environment with each `<NAME>_FILE` replaced by `<NAME>` holding the file's content, its trailing line break
 * dropped; and a problem for each variable set both ways, and each file that cannot be read or is empty.
 */
function readSecretFiles(env: Env): { env: Env; problems: string[] } {
  const resolved: Record<string, string | undefined> = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const fileVariable = `${name}_FILE`;
    const path = env[fileVariable];
    delete resolved[fileVariable];
    if (path === undefined || path.trim() === '') continue;
    if (env[name] !== undefined && env[name].trim() !== '') {
      problems.push(`- ${fileVariable}: set ${name} or ${fileVariable}, not both`);
      continue;
    }
    let content: string;
    try {
      content = readFileSync(path, 'utf8').replace(/[\r\n]+$/, '');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push(`- ${fileVariable}: cannot read ${path} (${reason})`);
      continue;
    }
    if (content === '') problems.push(`- ${fileVariable}: ${path} is empty`);
    else resolved[name] = content;
  }
  return { env: resolved, problems };
}

/**
 * Validates the environment, reading the secrets given as files (`<NAME>_FILE`); throws one error listing every
 * problem. Writes nothing.
 */
export function parseEnv(env: Env): z.infer<typeof EnvSchema> & z.infer<typeof StorageEnvSchema> {
  const secrets = readSecretFiles(env);
  const result = EnvSchema.safeParse(secrets.env);
  const storage = StorageEnvSchema.safeParse(secrets.env);
  if (result.success && storage.success && secrets.problems.length === 0)
    return { ...result.data, ...storage.data };
  const issues = [...(result.error?.issues ?? []), ...(storage.error?.issues ?? [])];
  const problems = [
    ...secrets.problems,
    ...issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`),
  ];
  throw new Error(`Invalid server configuration:\n${problems.join('\n')}`);
}

/**
 * The configuration of a running server. Without JWT_SECRET a random secret is generated once and kept in
 * DATA_DIR/secret.key (mode 0600), so access tokens survive restarts.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const parsed = parseEnv(env);
  const dataDir = resolve(parsed.DATA_DIR);
  const keysCreated: string[] = [];
  const jwtSecret = parsed.JWT_SECRET ?? persistedSecret(dataDir, 'secret.key', keysCreated);
  const secretsKey = parsed.SECRETS_KEY ?? persistedSecret(dataDir, 'secrets.key', keysCreated);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    storageDir: join(dataDir, 'storage'),
    storage: storageSettings(parsed, join(dataDir, 'storage')),
    databaseUrl: parsed.DATABASE_URL,
    routePrefix: parsed.ROUTE_PREFIX,
    jwtSecret,
    secretsKey,
    keysCreated,
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: parsed.REFRESH_TOKEN_TTL_DAYS,
    demoPassword: parsed.DEMO_PASSWORD,
    seedDemo: demoWanted(parsed.SEED_DEMO, parsed.DATABASE_URL),
    featureFlagClientId: parsed.FEATURE_FLAG_CLIENT_ID,
    documentViewerUrl: parsed.DOCUMENT_VIEWER_URL,
    cacheHours: parsed.CACHE_HOURS,
    publicApiBaseUrl: parsed.PUBLIC_API_BASE_URL.replace(/\/+$/, ''),
    trustProxy: parsed.TRUST_PROXY,
    passwordHash: { memoryCost: parsed.PASSWORD_HASH_MEMORY_KIB, timeCost: parsed.PASSWORD_HASH_PASSES },
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/+$/, ''),
    moengageApiUrl: parsed.MOENGAGE_API_URL,
    workers: workerCount(parsed.WORKERS, parsed.DATABASE_URL),
    ai: {
      apiKey: parsed.AI_API_KEY,
      baseUrl: parsed.AI_BASE_URL?.replace(/\/+$/, ''),
      modelMap: Object.fromEntries(
        (parsed.AI_MODEL_MAP ?? '')
          .split(',')
          .filter(Boolean)
          .map((pair) => pair.split('=') as [string, string]),
      ),
      timeoutMs: parsed.AI_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: parsed.AI_IDLE_TIMEOUT_SECONDS * 1000,
      maxRetries: parsed.AI_MAX_RETRIES,
      dailyLimits: { author: parsed.AI_DAILY_LIMIT, fullAdmin: parsed.AI_DAILY_LIMIT_ADMIN },
    },
    metricsToken: parsed.METRICS_TOKEN,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_SECONDS * 1000,
    internalEmailDomain: parsed.INTERNAL_EMAIL_DOMAIN?.toLowerCase() ?? null,
    videoUploadMaxMb: parsed.VIDEO_UPLOAD_MAX_MB,
    apiRequestsPerTurn: parsed.API_REQUESTS_PER_TURN,
  };
}

/** SEED_DEMO as set; unset, the demo goes with the embedded store and never with DATABASE_URL (ADR 361). */
function demoWanted(seedDemo: string | undefined, databaseUrl: string | undefined): boolean {
  if (seedDemo === undefined) return databaseUrl === undefined;
  return seedDemo === 'true' || seedDemo === '1';
}

/** `auto` is one process per core on PostgreSQL, and the single process PGlite allows (ADR 158). */
export function workerCount(workers: number | 'auto', databaseUrl: string | undefined): number {
  if (workers !== 'auto') return workers;
  return databaseUrl ? availableParallelism() : 1;
}

function persistedSecret(dataDir: string, name: string, created: string[]): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  created.push(name);
  return secret;
}
