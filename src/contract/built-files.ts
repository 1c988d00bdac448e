/**
 * How a built worker script is named. A worker runs under the CSP its own script arrives with, so the
 * server sends the policy to these among the built scripts (server/http/security.ts), and the build
 * refuses a worker script named otherwise (precacheTiers in vite.config.ts), which would run with none.
 */
export const WORKER_SCRIPT = /worker[^/]*\.js$/i;
