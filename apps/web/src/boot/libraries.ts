/**
 * Stands for the first load's libraries (Preact, the router, TanStack Query, i18next, class
 * merging): the build puts them in this module's chunk (build-plugins/first-load-chunks.ts), so
 * importing it evaluates all of them, in a task of their own (main.tsx).
 */
export const librariesStage = 'libraries';
