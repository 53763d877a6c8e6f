import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './request-logger.ts';

function loggerWritingTo(lines: string[], level = 'info') {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...chunk.toString().trim().split('\n'));
      callback();
    },
  });
  return Fastify({ logger: { level, stream, redact: ['*.password'] } }).log;
}

describe('lazyChildLogger', () => {
  it('makes no pino child while the request logs nothing, or only below the level', () => {
    const lines: string[] = [];
    const parent = loggerWritingTo(lines);
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'req-1' }, {});
    log.debug({ a: 1 }, 'not at info');
    log.trace('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('info');
  });

  it('writes what a real child writes: bindings, message, redaction', () => {
    const lines: string[] = [];
    const parent = loggerWritingTo(lines);
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'req-7' }, {});
    log.info({ body: { password: 'hunter22' } }, 'request failed');
    log.warn('second line');
    expect(child).toHaveBeenCalledTimes(1);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 30, reqId: 'req-7', msg: 'request failed', body: { password: '[Redacted]' } });
    expect(second).toMatchObject({ level: 40, reqId: 'req-7', msg: 'second line' });
  });

  it('hands out real children of the request logger', () => {
    const lines: string[] = [];
    const log = lazyChildLogger(loggerWritingTo(lines, 'debug'), { reqId: 'req-9' }, {});
    log.child({ part: 'db' }).debug('nested');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 20, reqId: 'req-9', part: 'db', msg: 'nested' });
  });
});
