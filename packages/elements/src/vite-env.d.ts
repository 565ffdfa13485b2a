// `import.meta.glob`, with which each folder's `x.messages.ts` names its locale modules (Vite resolves it at build
// time, in the dev server and in the tests).
/// <reference types="vite/types/import-meta.d.ts" />
