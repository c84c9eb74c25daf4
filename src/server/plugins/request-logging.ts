/**
 * Per-request logging at the cost of what is logged. Fastify gives every request a child logger (its
 * reqId bound), and pino builds one eagerly: a few microseconds per request, most requests never log a
 * line at warn. The child here is built on first use of a level that is enabled. Prepared public answers
 * (routes with `config.prepared`) write no access lines ("incoming request", "request completed"): at
 * thousands per second they would cost more than the answer; their errors still log.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string } & Record<string, unknown>;
type Pino = FastifyBaseLogger & { levels: { values: Record<string, number> } };

/** A request's logger: pino's child, created the first time something is logged at an enabled level. */
class LazyChildLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Pino,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  private enabled(level: Level): boolean {
    const values = this.parent.levels.values;
    return values[level]! >= (values[this.level] ?? Infinity);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.enabled(level)) (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }

  error(...args: unknown[]) {
    this.write('error', args);
  }

  warn(...args: unknown[]) {
    this.write('warn', args);
  }

  info(...args: unknown[]) {
    this.write('info', args);
  }

  debug(...args: unknown[]) {
    this.write('debug', args);
  }

  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return this.enabled(level as Level);
  }
}

/** Fastify's childLoggerFactory: the lazy child. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger as Pino, bindings, options) as unknown as FastifyBaseLogger;
}

/** Fastify's disableRequestLogging: no access lines for prepared public answers. */
export function preparedAnswer(request: FastifyRequest): boolean {
  return request.routeOptions?.config?.prepared === true;
}
