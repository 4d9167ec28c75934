// The odds worker (a module Web Worker, built by vite to dist/chunks/odds-worker-<hash>.mjs): each message is an
// OddsJob, each answer an OddsReply (./job.ts). Self-contained: it imports only src/rules (through ./job.ts), never
// the main module, which needs Foundry's globals that a worker does not have.
import { runJob, type OddsJob, type OddsProgress, type OddsReply } from "./job";

interface WorkerScope {
  onmessage: ((event: MessageEvent<OddsJob>) => void) | null;
  postMessage(reply: OddsReply | OddsProgress): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(runJob(event.data, (progress) => scope.postMessage({ progress })));
