/** One autocannon measurement on loopback, with a short warm-up that is not counted. */
import autocannon, { type Request } from 'autocannon';

export type Load = {
  /** Path, or a function of the connection's own context (one person per connection). */
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
};

export type Measurement = {
  connections: number;
  seconds: number;
  requests: number;
  /** Requests per second (autocannon's average over the run). */
  rps: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
};

async function fire(origin: string, load: Load, seconds: number) {
  const failures: string[] = [];
  const result = await autocannon({
    url: origin,
    connections: load.connections,
    duration: seconds,
    requests: [
      {
        method: load.method ?? 'GET',
        path: load.path,
        ...(load.headers ? { headers: load.headers } : {}),
        ...(load.body ? { body: load.body } : {}),
        ...(load.setupRequest ? { setupRequest: load.setupRequest as never } : {}),
        onResponse: (status: number, body: string) => {
          if ((status < 200 || status >= 300) && failures.length < 3) {
            failures.push(`${status} ${body.slice(0, 300)}`);
          }
        },
      },
    ],
  });
  return { result, failures };
}

export async function measure(origin: string, load: Load): Promise<Measurement> {
  if (load.warmUpSeconds > 0) await fire(origin, load, load.warmUpSeconds);
  const { result, failures } = await fire(origin, load, load.seconds);
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(
      `    ! ${load.path}: ${result.non2xx} non-2xx, ${result.errors} errors ${failures.join(' | ')}`,
    );
  }
  return {
    connections: load.connections,
    seconds: load.seconds,
    requests: result.requests.total,
    rps: result.requests.average,
    meanMs: result.latency.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
