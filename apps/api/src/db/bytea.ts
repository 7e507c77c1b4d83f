import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both leave as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
