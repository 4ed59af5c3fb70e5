// Minimal types for the part of autocannon's programmatic API the benches use
// (autocannon ships no TypeScript declarations).
declare module "autocannon" {
  namespace autocannon {
    /** One statistic as autocannon reports it: mean, spread and percentiles. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    /** What setupRequest receives and returns (the request autocannon is about to build). */
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    /** Per-connection state autocannon passes to setupRequest and onResponse. */
    type RequestContext = Record<string, unknown>;

    /** One entry of `requests`: built anew for every request when setupRequest is given. */
    interface Request extends RequestParams {
      setupRequest?: (
        request: RequestParams,
        context: RequestContext,
      ) => RequestParams | null | undefined;
      /** Called with the response to the request built with the same context (pipelining 1). */
      onResponse?: (
        status: number,
        body: string,
        context: RequestContext,
        headers: Record<string, string | string[]>,
      ) => void;
    }

    /** One connection. Only what the benches touch; not part of autocannon's documented API. */
    interface Client {
      /** Requests written on this connection so far. */
      reqsMade: number;
      /** When set, the connection closes itself before writing request number responseMax + 1. */
      responseMax?: number;
      on(event: "done", listener: () => void): this;
    }

    interface Options {
      url: string;
      /** Seconds. */
      duration?: number;
      connections?: number;
      /** Requests per second from all connections together (a fixed rate, not a flood). */
      overallRate?: number;
      pipelining?: number;
      method?: string;
      headers?: Record<string, string>;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      body?: string | Buffer;
      requests?: Request[];
      /** Called with every connection autocannon creates. */
      setupClient?: (client: Client) => void;
    }

    interface Result {
      url: string;
      connections: number;
      pipelining: number;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      "2xx": number;
      /** Milliseconds. */
      latency: Histogram;
      /** Requests per second (per-second samples); `sent` is the total sent. */
      requests: Histogram & { sent: number };
      /** Bytes per second (per-second samples); `total` is all bytes read. */
      throughput: Histogram;
    }
  }

  /** Without a callback the returned tracker is also a thenable of the result. */
  function autocannon(
    options: autocannon.Options,
  ): PromiseLike<autocannon.Result> & {
    /** Ends the run now (requests in flight are cut off). */
    stop(): void;
  };

  export = autocannon;
}
