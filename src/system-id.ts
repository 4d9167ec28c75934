// The system's id (system.json `id`): the namespace of its settings, flags, queries, hooks and template paths.
export const SYSTEM_ID = "cepheus-space-combat";
