/**
 * `npm start`: bundles the server (scripts/serverBundle.mjs) and runs it in this process (ADR 301). The cluster's
 * workers (WORKERS > 1) run this file again and load the bundle their primary made.
 */
import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';
import { bundleServer } from './serverBundle.mjs';

const BUNDLE = 'CONSOLE_SERVER_BUNDLE';
if (!cluster.isWorker || !process.env[BUNDLE]) process.env[BUNDLE] = await bundleServer();
await import(pathToFileURL(process.env[BUNDLE]).href);
