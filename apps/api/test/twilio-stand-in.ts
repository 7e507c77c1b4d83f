import http from 'node:http';

/** A local stand-in for the one Twilio endpoint we call: Messages.json. */
export function startTwilioStandIn() {
  const received: { path: string; auth: string; form: URLSearchParams }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        auth: req.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  return new Promise<{ origin: string; received: typeof received; close: () => void }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        resolve({ origin: `http://127.0.0.1:${port}`, received, close: () => server.close() });
      });
    },
  );
}
