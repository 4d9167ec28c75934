// A worker thread of the odds bench: the system's own odds worker (src/odds/odds-worker.ts, a Web Worker) on Node's
// worker_threads, with the two members of a worker's scope it uses (onmessage, postMessage) bridged to parentPort.
import { parentPort } from "node:worker_threads";
import "../src/odds/odds-worker";

const scope = globalThis as unknown as {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
};
scope.postMessage = (message) => parentPort!.postMessage(message);
parentPort!.on("message", (data) => scope.onmessage?.({ data }));
