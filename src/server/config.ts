/**
 * Environment -> typed configuration. Read once at boot; a bad value stops the boot with a clear
 * message naming the variable. Adapters (PostgreSQL, Algolia, S3, SMTP, Redis) are chosen from here.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects. */
  publicUrl: string;
}

export interface AlgoliaConfig {
  appId: string;
  adminKey: string;
  searchKey: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Folder of the embedded database, uploads, outbox and secrets. */
  dataDir: string;
  /** PostgreSQL connection string; absent means embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** Base path of every API route ('/backend'; '' serves the API at the host root). */
  apiBase: string;
  /** Public origin of the site, used in e-mail links. */
  publicUrl: string;
  jwtSecret: string;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTtl: number;
  logLevel: string;
  /** Seed demo data into an empty database at boot. */
  seedDemo: boolean;
  /** Built SPA folder served with history fallback; null disables it. */
  clientDir: string | null;
  uploadsDir: string;
  outboxDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  s3: S3Config | null;
  algolia: AlgoliaConfig | null;
  searchIndexName: string;
  /** Key the embedded search API accepts for queries; handed to browsers through resolve. */
  searchApiKey: string;
  /** Key the embedded search API requires for writes; never leaves the server. */
  searchAdminKey: string;
  redisUrl: string | null;
  /** Turns rate limits off (tests that hammer login); never in production. */
  rateLimit: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): none (false), a hop count, or
   * addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal).
   */
  trustProxy: false | number | string[];
  /** OneSignal REST API for push sends (ONESIGNAL_APP_ID + ONESIGNAL_API_KEY); null: in-app notifications only. */
  oneSignal: { appId: string; apiKey: string; apiUrl: string } | null;
  /**
   * Card payment gateway with a hosted payment page (CARD_GATEWAY_URL + CARD_GATEWAY_KEY + CARD_GATEWAY_SECRET);
   * null: card payments are not offered (wallet/card-gateway.ts).
   */
  cardGateway: { url: string; key: string; secret: string } | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const v = env[name];
  return v === undefined || v === '' ? fallback : v;
}

function opt(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v === '' ? null : v;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} debe ser un entero entre ${min} y ${max} (recibido: "${raw}")`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'si'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} debe ser true o false (recibido: "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = opt(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} no es una URL válida`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(`${name} debe usar ${protocols.join(' o ')} (recibido: ${parsed.protocol})`);
  return raw;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustedProxy(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset (trust no proxy), a hop count, or a comma-separated list of proxy addresses. */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = opt(env, 'TRUST_PROXY')?.trim();
  if (!raw) return false;
  if (/^\d+$/.test(raw)) {
    const hops = int(env, 'TRUST_PROXY', 0, 0, 10);
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !trustedProxy(e));
  if (bad.length || entries.length === 0)
    throw new ConfigError(
      `TRUST_PROXY debe ser un número de proxies (0-10) o una lista de direcciones IP o rangos CIDR separados por comas (no válido: "${bad.join(', ') || raw}")`,
    );
  return entries;
}

/**
 * Fastify's trustProxy for the configured proxies. A hop count becomes a function trusting that many hops
 * from the socket (Fastify 5 refuses a bare number, which would let any client pass enough hops).
 */
export function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** A secret from the environment, or one generated once and kept in the data folder. */
function persistedSecret(env: Env, name: string, dataDir: string, file: string): string {
  const v = opt(env, name);
  if (v !== null) {
    if (v.length < 32) throw new ConfigError(`${name} debe tener al menos 32 caracteres`);
    return v;
  }
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

function oneSignal(env: Env): Config['oneSignal'] {
  const appId = opt(env, 'ONESIGNAL_APP_ID');
  const apiKey = opt(env, 'ONESIGNAL_API_KEY');
  if (!appId && !apiKey) return null;
  if (!appId || !apiKey) throw new ConfigError('ONESIGNAL_APP_ID y ONESIGNAL_API_KEY deben indicarse juntos');
  return { appId, apiKey, apiUrl: url(env, 'ONESIGNAL_API_URL', ['http:', 'https:']) ?? 'https://api.onesignal.com' };
}

function cardGateway(env: Env): Config['cardGateway'] {
  const names = ['CARD_GATEWAY_URL', 'CARD_GATEWAY_KEY', 'CARD_GATEWAY_SECRET'];
  const given = names.filter((n) => opt(env, n));
  if (!given.length) return null;
  if (given.length < names.length) throw new ConfigError(`${names.join(', ')} deben indicarse juntas (falta ${names.filter((n) => !given.includes(n)).join(', ')})`);
  const secret = env.CARD_GATEWAY_SECRET!;
  if (secret.length < 16) throw new ConfigError('CARD_GATEWAY_SECRET debe tener al menos 16 caracteres');
  return { url: url(env, 'CARD_GATEWAY_URL', ['http:', 'https:'])!.replace(/\/+$/, ''), key: env.CARD_GATEWAY_KEY!, secret };
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = str(env, 'NODE_ENV', 'development');
  if (!['development', 'production', 'test'].includes(nodeEnv))
    throw new ConfigError(`NODE_ENV debe ser development, production o test (recibido: "${nodeEnv}")`);
  const port = int(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(str(env, 'DATA_DIR', './data'));
  const apiBase = str(env, 'API_BASE', '/backend').replace(/\/+$/, '');
  if (apiBase !== '' && !/^\/[a-z0-9/_-]+$/i.test(apiBase))
    throw new ConfigError('API_BASE debe empezar con / y contener solo letras, números, -, _ y /');

  const s3Endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  let s3: S3Config | null = null;
  if (s3Endpoint) {
    const need = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    const missing = need.filter((n) => !opt(env, n));
    if (missing.length) throw new ConfigError(`S3_ENDPOINT requiere también ${missing.join(', ')}`);
    const bucket = env.S3_BUCKET!;
    s3 = {
      endpoint: s3Endpoint,
      region: str(env, 'S3_REGION', 'us-east-1'),
      bucket,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      publicUrl: str(env, 'S3_PUBLIC_URL', `${s3Endpoint.replace(/\/+$/, '')}/${bucket}`).replace(/\/+$/, ''),
    };
  }

  const algoliaAppId = opt(env, 'ALGOLIA_APP_ID');
  let algolia: AlgoliaConfig | null = null;
  if (algoliaAppId) {
    const adminKey = opt(env, 'ALGOLIA_ADMIN_KEY');
    const searchKey = opt(env, 'ALGOLIA_SEARCH_KEY');
    if (!adminKey || !searchKey)
      throw new ConfigError('ALGOLIA_APP_ID requiere también ALGOLIA_ADMIN_KEY y ALGOLIA_SEARCH_KEY');
    algolia = { appId: algoliaAppId, adminKey, searchKey };
  }

  const production = nodeEnv === 'production';
  const clientDir = opt(env, 'CLIENT_DIR') ?? resolve('dist/client');
  return {
    env: nodeEnv as Config['env'],
    host: str(env, 'HOST', '0.0.0.0'),
    port,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    apiBase,
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: persistedSecret(env, 'JWT_SECRET', dataDir, 'jwt-secret'),
    tokenTtl: int(env, 'TOKEN_TTL', 7 * 24 * 3600, 60, 90 * 24 * 3600),
    refreshTtl: int(env, 'REFRESH_TTL', 30 * 24 * 3600, 3600, 365 * 24 * 3600),
    logLevel: str(env, 'LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info'),
    seedDemo: bool(env, 'SEED_DEMO', true),
    clientDir: env.CLIENT_DIR === '' ? null : clientDir,
    uploadsDir: resolve(str(env, 'UPLOADS_DIR', join(dataDir, 'uploads'))),
    outboxDir: resolve(str(env, 'MAIL_OUTBOX_DIR', join(dataDir, 'outbox'))),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM', 'Mercado en Zonas <no-responder@mercado.local>'),
    s3,
    algolia,
    searchIndexName: str(env, 'SEARCH_INDEX', 'productos'),
    searchApiKey: str(env, 'SEARCH_API_KEY', 'busqueda-publica'),
    searchAdminKey: persistedSecret(env, 'SEARCH_ADMIN_KEY', dataDir, 'search-admin-key'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    rateLimit: production ? true : bool(env, 'RATE_LIMIT', true),
    trustProxy: trustProxy(env),
    oneSignal: oneSignal(env),
    cardGateway: cardGateway(env),
  };
}
