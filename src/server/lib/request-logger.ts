import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** Pino loggers (Fastify's) have it; FastifyBaseLogger's type leaves it out. */
type Leveled = { isLevelEnabled(level: Level): boolean };

/**
 * A request's logger that becomes a real pino child (bound to the request id) only when the
 * request logs something. Fastify makes a child per request, and with the redaction paths of
 * app.ts building one costs more than the rest of a health check's JavaScript (npm run bench);
 * most requests never log, so they no longer pay for it. What is written is unchanged: the same
 * child, with the same bindings, writes every line that is logged.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #log(level: Level, args: unknown[]) {
    if (this.#child || (this.parent as unknown as Leveled).isLevelEnabled(level)) {
      (this.#real()[level] as (...args: unknown[]) => void)(...args);
    }
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}

  isLevelEnabled(level: Level): boolean {
    return ((this.#child ?? this.parent) as unknown as Leveled).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** For app.setChildLoggerFactory: a per-request logger made on first use (see RequestLogger). */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
