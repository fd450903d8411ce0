/**
 * The log the services write to. pino's (and so Fastify's `app.log`) fits it as it is; the
 * services name this interface rather than Fastify's so they stay free of the web framework.
 */
export interface Logger {
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

/** pino's argument order: the fields first, then the message; or the message alone. */
interface LogMethod {
  (fields: object, message?: string): void;
  (message: string): void;
}
