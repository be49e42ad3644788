/**
 * The files an editor adds to a published update (issue 18 item 0, decision 029): picked, checked like the
 * composer's (shared checkFiles against the files the update keeps, max_files, a look at the first bytes),
 * then announced and uploaded with a progress bar each. Files that arrived leave the list; files that
 * failed stay, marked, so saving again sends only them.
 */
import {
  DEFAULT_MAX_FILES,
  type FileToCheck,
  SETTING_TYPES,
  UI_ERROR_MESSAGES,
  publicSettingListSchema,
} from '@stride/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../../lib/api/client';
import { ApiRequestError, normaliseThrown } from '../../lib/api/errors';
import { appendFilesToUpdate } from '../../lib/uploads/append-files';
import { createMultipartApi } from '../../lib/uploads/api-transport';
import { PUBLISHING_PATHS } from '../../lib/uploads/api-paths';
import { createXhrPutPart } from '../../lib/uploads/xhr-put';
import { type Attachment, attachmentKind, descriptionOf, validateNewFiles } from './attachments';

let nextId = 1;

function toAttachment(file: File): Attachment {
  const preview =
    attachmentKind(file) === 'photo' && typeof URL.createObjectURL === 'function'
      ? URL.createObjectURL(file)
      : null;
  return { id: `added-${nextId++}`, file, progress: 0, state: 'ready', previewUrl: preview };
}

/** max_files from the app settings (SPEC §3); the default when the API cannot say (it enforces it anyway). */
function useMaxFiles(api: ApiClient): number {
  const [maxFiles, setMaxFiles] = useState(DEFAULT_MAX_FILES);
  useEffect(() => {
    let live = true;
    api
      .get<unknown>(`${PUBLISHING_PATHS.settings}?type=${SETTING_TYPES.app}`)
      .then((answer) => {
        const app = publicSettingListSchema.parse(answer).data.find((s) => s.type === SETTING_TYPES.app);
        if (live && app && 'max_files' in app.settings) setMaxFiles(app.settings.max_files);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return maxFiles;
}

/** State and actions of the "Add files" part of the edit panel. */
export function useAddedFiles(api: ApiClient, postId: number, kept: readonly FileToCheck[]) {
  const [added, setAdded] = useState<Attachment[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const maxFiles = useMaxFiles(api);
  const transport = useMemo(
    () => ({ multipart: createMultipartApi(api), putPart: createXhrPutPart() }),
    [api],
  );

  // Free the photo previews when the panel closes (the ref sees the latest list).
  const addedRef = useRef(added);
  addedRef.current = added;
  useEffect(
    () => () => addedRef.current.forEach((a) => a.previewUrl && URL.revokeObjectURL(a.previewUrl)),
    [],
  );

  const add = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const existing = [
        ...kept,
        ...added.map((a) => ({ name: a.file.name, size: a.file.size, type: a.file.type })),
      ];
      const problems = await validateNewFiles(existing, files, maxFiles);
      setMessages(problems);
      if (problems.length === 0) setAdded((current) => [...current, ...files.map(toAttachment)]);
    },
    [added, kept, maxFiles],
  );

  const remove = useCallback((id: string) => {
    setAdded((current) => {
      const gone = current.find((a) => a.id === id);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((a) => a.id !== id);
    });
    setMessages([]);
  }, []);

  /** Uploads the files still to send; resolves true when all arrived (messages say what went wrong). */
  const upload = useCallback(async (): Promise<boolean> => {
    const pending = added.filter((a) => a.state !== 'done');
    if (pending.length === 0) return true;
    const ids = pending.map((a) => a.id);
    const patch = (index: number, change: Partial<Attachment>) =>
      setAdded((current) => current.map((a) => (a.id === ids[index] ? { ...a, ...change } : a)));
    setMessages([]);
    // What the API said about a refused file (e.g. 'Incorrect file format' from its content check).
    const reasons = new Set<string>();
    try {
      const { failed } = await appendFilesToUpdate({
        postId,
        files: pending.map((a) => a.file),
        api,
        ...transport,
        descriptionFor: descriptionOf,
        onFileProgress: (index, loaded, total) =>
          patch(index, { progress: total === 0 ? 1 : loaded / total }),
        onFileState: (index, state, error) => {
          patch(index, { state, ...(state === 'done' ? { progress: 1 } : {}) });
          if (error instanceof ApiRequestError) error.violations.forEach((v) => reasons.add(v.message));
        },
      });
      if (failed.length > 0) {
        // The files that arrived are the update's now (listed with its files); the failed ones stay.
        setAdded((current) => current.filter((a) => a.state !== 'done'));
        setMessages([UI_ERROR_MESSAGES.uploadFailed, ...reasons]);
        return false;
      }
      return true;
    } catch (error) {
      const violations = error instanceof ApiRequestError ? error.violations.map((v) => v.message) : [];
      setMessages(violations.length > 0 ? [...new Set(violations)] : [normaliseThrown(error).message]);
      setAdded((current) =>
        current.map((a) => (ids.includes(a.id) ? { ...a, state: 'ready', progress: 0 } : a)),
      );
      return false;
    }
  }, [added, api, postId, transport]);

  return { added, messages, maxFiles, add, remove, upload };
}
