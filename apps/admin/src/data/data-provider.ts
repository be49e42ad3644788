/**
 * react-admin's data provider for /api/admin/*: collections answer `{ data, meta }` (meta.totalItems is
 * the total), sorting is `order[field]=asc|desc`, search is `q`, filters are passed as query parameters
 * (`syndicate.id`, `published` …), updates are JSON merge patches of the changed fields only, and a few
 * resource actions (accept/reject a join request, upload, CSV export) sit beside the standard methods.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiRequest, downloadFile } from './http';

interface Collection {
  data: RaRecord[];
  meta: { totalItems: number };
}

/** The shallow difference between the edited record and the loaded one (what a merge patch sends). */
export function mergePatch(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) return data;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id') continue;
    if (JSON.stringify(value) !== JSON.stringify(previous[key]))
      patch[key] = value === undefined ? null : value;
  }
  return patch;
}

/** The query string of a list request. */
export function listQuery(params: {
  pagination?: { page: number; perPage: number } | undefined;
  sort?: { field: string; order: string } | undefined;
  filter?: Record<string, unknown> | undefined;
}): string {
  const query = new URLSearchParams();
  query.set('page', String(params.pagination?.page ?? 1));
  query.set('itemsPerPage', String(Math.min(params.pagination?.perPage ?? 25, 100)));
  if (params.sort?.field)
    query.set(`order[${params.sort.field}]`, params.sort.order === 'DESC' ? 'desc' : 'asc');
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  return query.toString();
}

const json = (body: unknown, method: string, contentType = 'application/json'): RequestInit => ({
  method,
  headers: { 'content-type': contentType },
  body: JSON.stringify(body),
});

/** The standard methods plus the console's own actions. */
export interface StrideDataProvider extends DataProvider {
  decideJoinRequest(id: Identifier, decision: 'accept' | 'reject', sharesHeld?: number): Promise<RaRecord>;
  upload(file: File): Promise<{ key: string; url: string; mimeType: string }>;
  exportSubscribers(): Promise<void>;
}

/** Builds the provider (one per console). */
export function createDataProvider(): StrideDataProvider {
  const base = (resource: string) => `/admin/${resource}`;
  const provider: StrideDataProvider = {
    async getList(resource, params) {
      const body = await apiRequest<Collection>(`${base(resource)}?${listQuery(params)}`, {
        signal: params.signal ?? null,
      });
      return { data: body.data as never, total: body.meta.totalItems };
    },
    async getOne(resource, params) {
      const data = await apiRequest<RaRecord>(`${base(resource)}/${encodeURIComponent(String(params.id))}`, {
        signal: params.signal ?? null,
      });
      return { data: data as never };
    },
    async getMany(resource, params) {
      // Reference fields ask for a handful of ids at a time; each is one cheap GET.
      const data = await Promise.all(
        params.ids.map((id) =>
          apiRequest<RaRecord>(`${base(resource)}/${encodeURIComponent(String(id))}`).catch(() => null),
        ),
      );
      return { data: data.filter((r): r is RaRecord => r !== null) as never };
    },
    async getManyReference(resource, params) {
      const body = await apiRequest<Collection>(
        `${base(resource)}?${listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } })}`,
      );
      return { data: body.data as never, total: body.meta.totalItems };
    },
    async create(resource, params) {
      const data = await apiRequest<RaRecord>(base(resource), json(params.data, 'POST'));
      return { data: data as never };
    },
    async update(resource, params) {
      const patch =
        resource === 'settings'
          ? { settings: (params.data as { settings?: unknown }).settings ?? {} }
          : mergePatch(
              params.data as Record<string, unknown>,
              params.previousData as Record<string, unknown> | undefined,
            );
      const data = await apiRequest<RaRecord>(
        `${base(resource)}/${encodeURIComponent(String(params.id))}`,
        json(patch, 'PATCH', 'application/merge-patch+json'),
      );
      return { data: data as never };
    },
    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) =>
          apiRequest(
            `${base(resource)}/${encodeURIComponent(String(id))}`,
            json(params.data, 'PATCH', 'application/merge-patch+json'),
          ),
        ),
      );
      return { data: params.ids };
    },
    async delete(resource, params) {
      await apiRequest(`${base(resource)}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
      return { data: params.previousData as never };
    },
    async deleteMany(resource, params) {
      await Promise.all(
        params.ids.map((id) =>
          apiRequest(`${base(resource)}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
        ),
      );
      return { data: params.ids };
    },
    async decideJoinRequest(id, decision, sharesHeld) {
      return apiRequest<RaRecord>(
        `/admin/join-requests/${encodeURIComponent(String(id))}/${decision}`,
        json(sharesHeld === undefined ? {} : { sharesHeld }, 'POST'),
      );
    },
    async upload(file) {
      return apiRequest(`/admin/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      });
    },
    exportSubscribers: () => downloadFile('/admin/subscribers/export.csv', 'subscribers.csv'),
  };
  return provider;
}
