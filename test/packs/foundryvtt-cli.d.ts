// The two functions of @foundryvtt/foundryvtt-cli the pack tests use (the package ships no types).
declare module "@foundryvtt/foundryvtt-cli" {
  export interface PackOptions {
    recursive?: boolean;
    log?: boolean;
    nedb?: boolean;
    yaml?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
}
