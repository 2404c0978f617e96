/**
 * Stands for zod and the contract's schemas the first page needs: the build puts them in this
 * module's chunk (build-plugins/first-load-chunks.ts), so importing it builds every schema, in a
 * task of its own (main.tsx). zod's own classes and the schemas were a third of the app's
 * evaluation, 60 ms of it at a phone's speed.
 */
export const schemasStage = 'schemas';
