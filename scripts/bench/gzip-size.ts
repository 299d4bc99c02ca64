import { gzipSync } from 'node:zlib'

/** Bytes after gzip -9, as Next's old build output counted First Load JS. */
export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length
