/**
 * What the app's work pages (app/pages/{model,art,animation,blog}-id.page.tsx) fill in: what other
 * features show on a work's page. Each of them imports its type's page straight from its module
 * (components/<Type>DetailPage.tsx), not through this file: a route's chunk then holds its own type's
 * code alone (through one index, the bundler put the four pages' code in one chunk, and a model's page
 * loaded the blog's HTML sanitizer).
 */
export type { WorkDetailSlots } from './slots.ts';
