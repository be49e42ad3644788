// Error UI: the generic error modal, the provider that shows it, and the per-layout boundary.
export { ErrorModal, type ErrorModalProps } from './error-modal';
export { ErrorsProvider, type ErrorsProviderProps } from './errors-provider';
export { LayoutErrorBoundary, PageErrorBoundary } from './layout-error-boundary';
