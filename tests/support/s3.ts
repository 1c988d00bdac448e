import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for tests: s3rver (npm), which speaks the S3 REST protocol with
 * Signature V4 over HTTP and keeps objects in a temporary folder. It is a stand-in for AWS S3,
 * MinIO or R2, started and stopped by the test.
 */
export interface TestS3 {
  endpoint: string;
  port: number;
  bucket: string;
  /** Environment for a server using this bucket (S3_* plus s3rver's fixed credentials). */
  env: Record<string, string>;
  /** Stops the server; with `keepFiles` its objects stay for a restart on the same port. */
  close(opts?: { keepFiles?: boolean }): Promise<void>;
  /** Starts it again on the same port and folder (after close({ keepFiles: true })). */
  restart(): Promise<void>;
}

export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export async function startTestS3(bucket = 'basera-test'): Promise<TestS3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'basera-s3-'));
  const make = (port: number) => new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  let server = make(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', ...S3RVER_CREDENTIALS },
    async close(opts = {}) {
      await server.close();
      if (!opts.keepFiles) rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      server = make(port);
      await server.run();
    },
  };
}
