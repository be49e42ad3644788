// SPEC §9 fetch minimal delay: loading indicators that never flash.
export { NavigationProgress } from './navigation-progress';
export { useMinimalDelay, withMinimalDelay } from './use-minimal-delay';
