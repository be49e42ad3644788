// Client logging to the web server's POST /log/ (SPEC §7).
export {
  type LogContext,
  type LogToServer,
  clientLogBody,
  createClientLogger,
  logAppError,
  logDownloadFailure,
  logToServer,
  logUploadFailure,
} from './log-to-server';
