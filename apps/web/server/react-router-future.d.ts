// The server is compiled without React Router's generated types; declare the same future flag they
// declare (react-router.config.ts) so the request handler's load context is typed as RouterContextProvider.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
