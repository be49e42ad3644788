// Error UI: the generic error modal, the provider that shows it, and the per-layout boundary.
// ErrorModal is not re-exported: the provider loads it lazily (decision 026); import './error-modal' directly.
export type { ErrorModalProps } from './error-modal';
export { ErrorsProvider, type ErrorsProviderProps } from './errors-provider';
export { LayoutErrorBoundary, PageErrorBoundary } from './layout-error-boundary';
