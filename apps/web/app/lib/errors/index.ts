// Error capture (SPEC §3 error kinds, §8 rules): report anything thrown; the ErrorsProvider shows it.
export { type ErrorsStore, MAX_PENDING_ERRORS, appErrors, createErrorsStore } from './errors-store';
export { installGlobalErrorHandlers } from './global-handlers';
export {
  type ErrorReporterDeps,
  type ReportError,
  type ReportErrorOptions,
  createErrorReporter,
  reportError,
} from './report-error';
export { type RouterErrorInfo, componentNameFrom, handleRouterError, shortStack } from './router-errors';
export { useAppErrors } from './use-app-errors';
