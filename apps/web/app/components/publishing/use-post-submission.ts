/**
 * The composer's submission state machine: create the post (and its race entry), upload its files with
 * per-file progress, then report — or, after a failure, retry only what is missing or publish what
 * arrived. Interrupted uploads are remembered (resume-store) so a reload can pick them up again.
 */
import { UI_ERROR_MESSAGES } from '@stride/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../../lib/api/client';
import { ApiRequestError, type Violation, normaliseThrown } from '../../lib/api/errors';
import { createMultipartApi } from '../../lib/uploads/api-transport';
import { postFilePath, updatePath } from '../../lib/uploads/api-paths';
import { type FileUploadState, uploadPostFiles } from '../../lib/uploads/post-uploads';
import { type PendingPostUpload, createResumeStore } from '../../lib/uploads/resume-store';
import { createXhrPutPart } from '../../lib/uploads/xhr-put';
import { type Attachment, descriptionOf } from './attachments';
import { type ComposerDraft, createPost } from './submit-post';

export type SubmissionPhase = 'editing' | 'saving' | 'uploading' | 'failed' | 'done';

export interface SubmissionState {
  phase: SubmissionPhase;
  postId: number | null;
  published: boolean;
  error: string | null;
  /** Field problems the API reported (422), by property path. */
  violations: Violation[];
}

const INITIAL: SubmissionState = {
  phase: 'editing',
  postId: null,
  published: false,
  error: null,
  violations: [],
};

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Submission and upload state for the composer; `setAttachments` receives per-file progress. */
export function usePostSubmission(
  api: ApiClient,
  setAttachments: (update: (current: Attachment[]) => Attachment[]) => void,
) {
  const [state, setState] = useState<SubmissionState>(INITIAL);
  const store = useMemo(() => createResumeStore(browserStorage()), []);
  const transport = useMemo(
    () => ({ multipart: createMultipartApi(api), putPart: createXhrPutPart() }),
    [api],
  );
  const lastFiles = useRef<File[]>([]);
  /** Whether the author chose Publish (not Save draft) for the post in flight. */
  const publishIntent = useRef(false);

  const patchAttachment = useCallback(
    (index: number, change: Partial<Attachment>) =>
      setAttachments((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item))),
    [setAttachments],
  );

  const upload = useCallback(
    async (postId: number, files: File[], publish: boolean, pending: PendingPostUpload | null) => {
      lastFiles.current = files;
      publishIntent.current = publish;
      setState({ phase: 'uploading', postId, published: false, error: null, violations: [] });
      try {
        const result = await uploadPostFiles({
          postId,
          files,
          publish,
          api,
          store,
          ...transport,
          filePathFor: (index, file) =>
            pending?.files[index]?.session?.filePath ?? postFilePath(postId, file.name),
          descriptionFor: (_index, file) => descriptionOf(file),
          onFileProgress: (index, loaded, total) =>
            patchAttachment(index, { progress: total === 0 ? 1 : loaded / total }),
          onFileState: (index, fileState: FileUploadState) =>
            patchAttachment(index, { state: fileState, ...(fileState === 'done' ? { progress: 1 } : {}) }),
        });
        if (result.failed.length > 0) {
          setState({
            phase: 'failed',
            postId,
            published: false,
            error: UI_ERROR_MESSAGES.uploadFailed,
            violations: [],
          });
        } else {
          setState({
            phase: 'done',
            postId,
            published: result.publicationStatus === 'published',
            error: null,
            violations: [],
          });
        }
      } catch {
        setState({
          phase: 'failed',
          postId,
          published: false,
          error: UI_ERROR_MESSAGES.uploadFailed,
          violations: [],
        });
      }
    },
    [api, store, transport, patchAttachment],
  );

  /** Creates the post and uploads its files; resolves false when nothing was sent (empty draft). */
  const submit = useCallback(
    async (draft: ComposerDraft, files: File[]): Promise<boolean> => {
      setState({ phase: 'saving', postId: null, published: false, error: null, violations: [] });
      publishIntent.current = draft.publish;
      let post;
      try {
        post = await createPost(api, draft);
      } catch (error) {
        const violations = error instanceof ApiRequestError ? (error.violations ?? []) : [];
        setState({
          phase: 'editing',
          postId: null,
          published: false,
          error: normaliseThrown(error).message,
          violations,
        });
        return false;
      }
      if (!post) {
        setState(INITIAL);
        return false;
      }
      if (files.length === 0) {
        try {
          if (draft.publish) await api.patch(updatePath(post.id), { publicationStatus: 'published' });
          setState({ phase: 'done', postId: post.id, published: draft.publish, error: null, violations: [] });
        } catch (error) {
          setState({
            phase: 'failed',
            postId: post.id,
            published: false,
            error: normaliseThrown(error).message,
            violations: [],
          });
        }
        return true;
      }
      await upload(post.id, files, draft.publish, null);
      return true;
    },
    [api, upload],
  );

  /** After a failure: send only what is missing (parts the storage already has are skipped). */
  const retry = useCallback(async () => {
    if (state.postId === null) return;
    const pending = store.get(state.postId);
    await upload(state.postId, lastFiles.current, pending?.publish ?? false, pending);
  }, [state.postId, store, upload]);

  /** After a failure: publish the post with the files that did arrive (the upload-failed action). */
  const publishAnyway = useCallback(async () => {
    if (state.postId === null) return;
    try {
      await api.patch(updatePath(state.postId), { publicationStatus: 'published' });
      store.finish(state.postId);
      setState({ phase: 'done', postId: state.postId, published: true, error: null, violations: [] });
    } catch (error) {
      setState((current) => ({ ...current, error: normaliseThrown(error).message }));
    }
  }, [api, state.postId, store]);

  /** Resumes an upload interrupted by a reload, with the same files picked again. */
  const resume = useCallback(
    async (pending: PendingPostUpload, files: File[]) =>
      upload(pending.postId, files, pending.publish, pending),
    [upload],
  );

  const reset = useCallback(() => setState(INITIAL), []);
  return { state, submit, retry, publishAnyway, resume, reset, store, publishIntent: publishIntent.current };
}
