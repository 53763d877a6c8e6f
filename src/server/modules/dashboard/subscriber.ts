// What the module adds to every business step (steps/run-step.ts): imported by the steps alone, apart
// from the module's index.ts, so that runStep does not load the module's routes and services.
export { totalsSubscriber } from './totals.ts';
