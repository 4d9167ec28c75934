// A worker thread dressed as the browser's Worker, for the odds pool the benches start (./engagement.ts, ./odds-page.ts,
// ./encounter-page.ts): the pool speaks to a WorkerLike, here a node:worker_threads Worker.
import { Worker } from "node:worker_threads";
import type { WorkerLike } from "../src/odds/pool";

export function threadWorker(file: string): WorkerLike {
  const thread = new Worker(file);
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    postMessage: (job) => thread.postMessage(job),
    terminate: () => void thread.terminate(),
  };
  thread.on("message", (data) => worker.onmessage?.({ data } as MessageEvent));
  thread.on("error", (err) => worker.onerror?.({ message: err.message, preventDefault() {} } as unknown as ErrorEvent));
  thread.on("messageerror", () => worker.onmessageerror?.({} as MessageEvent));
  return worker;
}
