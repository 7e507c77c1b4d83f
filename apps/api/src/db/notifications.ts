import pg from 'pg';

export type NotificationListener = {
  /** False while a notification could be missed: from a lost connection until it listens again. */
  readonly live: boolean;
  close: () => Promise<void>;
};

export type NotificationHandlers = {
  onNotify: (payload: string) => void;
  /** The connection is lost: notifications sent from now until `live` is true again are missed. */
  onLost: () => void;
};

const RECONNECT_MS = 1000;

/**
 * A connection of its own (a pooled one would LISTEN only while it happens to be idle), which
 * reconnects a second after each loss until closed (close ends the connection it holds, so that
 * connection's end is no loss).
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  let client: pg.Client | undefined;
  let live = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    live = false;
    handlers.onLost();
    failed.end().catch(() => {});
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotify(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      if (client === next) live = true;
    } catch {
      lost(next);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    close: async () => {
      clearTimeout(retry);
      live = false;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
