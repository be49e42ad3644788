import { type MiddlewareFunction, type ServerBuild, data } from 'react-router';

/**
 * A hand-made React Router server build for server tests: the real request pipeline (matching,
 * loaders, status codes) without Vite or React rendering. The document entry echoes the status
 * and the matched route ids (and any action data), which is all the Fastify layer needs to be checked against.
 */
type ServerRoutes = ServerBuild['routes'];
type ManifestRoutes = ServerBuild['assets']['routes'];

export interface StubRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: true;
  loader?: () => unknown;
  action?: (args: { request: Request }) => unknown;
  middleware?: MiddlewareFunction<Response>[];
}

type DocumentEntry = ServerBuild['entry']['module']['default'];

const stubRoutes: StubRoute[] = [
  { id: 'root', path: '', loader: () => ({ ok: true }) },
  { id: 'home', parentId: 'root', index: true },
  { id: 'about-us', parentId: 'root', path: 'about-us/' },
  {
    id: 'contact-us',
    parentId: 'root',
    path: 'contact-us/',
    action: async ({ request }) => ({ received: Object.fromEntries(await request.formData()) }),
  },
  {
    id: 'not-found',
    parentId: 'root',
    path: '*',
    loader: () => {
      throw data(null, { status: 404 });
    },
  },
];

function serverRoutes(stub: StubRoute[]): ServerRoutes {
  const routes: ServerRoutes = {};
  for (const route of stub) {
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      module: {
        default: () => null,
        ...(route.loader ? { loader: route.loader } : {}),
        ...(route.action ? { action: route.action } : {}),
        ...(route.middleware ? { middleware: route.middleware } : {}),
        ErrorBoundary: () => null,
      },
    };
  }
  return routes;
}

function manifestRoutes(stub: StubRoute[]): ManifestRoutes {
  const routes: ManifestRoutes = {};
  for (const route of stub) {
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      hasAction: Boolean(route.action),
      hasLoader: Boolean(route.loader),
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: true,
      module: `/assets/${route.id}.js`,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  return routes;
}

const echoMatches: DocumentEntry = (_request, status, headers, context) => {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  const { matches, actionData } = context.staticHandlerContext;
  const matched = matches.map((match) => match.route.id).join(',');
  const action = actionData ? ` action=${JSON.stringify(actionData)}` : '';
  return new Response(`status=${status} routes=${matched}${action}`, { status, headers });
};

/**
 * Builds the stub; each call is independent so tests cannot leak state into each other. A test of
 * something inside React Router's pipeline (a middleware, a loader) passes routes and a document entry
 * of its own.
 */
export function createStubBuild(
  options: { routes?: StubRoute[]; document?: DocumentEntry } = {},
): ServerBuild {
  const routes = options.routes ?? stubRoutes;
  return {
    entry: { module: { default: options.document ?? echoMatches } },
    routes: serverRoutes(routes),
    assets: {
      entry: { imports: [], module: '/assets/entry.client.js' },
      routes: manifestRoutes(routes),
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true, v8_trailingSlashAwareDataRequests: true, v8_passThroughRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  };
}
