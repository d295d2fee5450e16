export { certificationKeys, certificationStatusQuery } from './api.ts';
export { CERTIFICATION_STATES } from './components/states.ts';
