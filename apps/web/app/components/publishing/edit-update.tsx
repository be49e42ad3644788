/**
 * Editing a published update in place (decisions 024 and 029): the write-a-post composer's own rich-text
 * editor in an edit mode, holding the update's text, and its files, each of which can be taken off, plus
 * "Add files" (photo, video, audio, documents) with a progress bar per file. Saving sends the text as a
 * merge patch, removes the files marked, then announces and uploads the added files; the answer replaces
 * the update everywhere it is cached (the socket's postUpdate tells the other open feeds). An update left
 * empty is refused before anything is sent, with the composer's message; a file that fails stays listed,
 * marked, with the reason, and saving again sends only what is missing.
 */
import { EMPTY_POST_MESSAGE, type Post, isPostDraftEmpty } from '@stride/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../lib/api/browser-client';
import { upsertPostInCaches } from '../../lib/realtime/query-cache';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { RichTextEditor } from '../ui/rich-text-editor';
import { AttachmentList } from './attachment-list';
import { FilePickerInput } from './file-picker-input';
import { PaperclipIcon, XIcon } from './icons';
import { useAddedFiles } from './use-added-files';

/** The edit panel of one update; `onClose` after saving or cancelling. */
export function EditUpdatePanel({ post, onClose }: { post: Post; onClose: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState(post.comment);
  const [removed, setRemoved] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kept = post.assets.filter((asset) => !removed.includes(asset.id));
  const keptMeta = useMemo(
    () =>
      kept.map((asset) => ({ name: asset.originalName, size: asset.sizeBytes ?? 0, type: asset.mimeType })),
    [kept],
  );
  const files = useAddedFiles(api, post.id, keptMeta);
  const fileInput = useRef<HTMLInputElement>(null);

  async function save() {
    const filesMeta = [...kept, ...files.added];
    if (isPostDraftEmpty({ comment, filesMeta, horseEntry: post.horseEntry })) {
      setError(EMPTY_POST_MESSAGE);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      let latest: Post = post;
      if (comment !== post.comment) latest = await api.patch<Post>(`/api/updates/${post.id}`, { comment });
      for (const assetId of removed) {
        latest = await api.delete<Post>(`/api/updates/${post.id}/assets/${assetId}`);
      }
      setRemoved([]);
      const arrived = await files.upload();
      if (files.added.length > 0) latest = await api.get<Post>(`/api/updates/${post.id}`);
      upsertPostInCaches(queryClient, latest);
      if (arrived) onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The update could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label="Edit update" className="grid grid-cols-1 gap-4" data-testid="edit-update">
      <RichTextEditor
        label="Update text"
        value={comment}
        onChange={(html) => {
          setComment(html);
          if (error) setError(null);
        }}
        disabled={saving}
      />
      {post.assets.length > 0 && (
        <ul className="grid grid-cols-1 gap-2" aria-label="Files of the update">
          {post.assets.map((asset) => {
            const gone = removed.includes(asset.id);
            return (
              <li
                key={asset.id}
                className={cn(
                  'flex min-w-0 items-center gap-3 rounded-card border border-line bg-surface p-2.5',
                  gone && 'opacity-55',
                )}
              >
                <PaperclipIcon className="size-5 shrink-0 text-fg-subtle" />
                <span className={cn('min-w-0 flex-1 truncate text-sm text-fg', gone && 'line-through')}>
                  {asset.originalName}
                </span>
                <button
                  type="button"
                  disabled={saving}
                  aria-pressed={gone}
                  aria-label={gone ? `Keep ${asset.originalName}` : `Remove ${asset.originalName}`}
                  onClick={() =>
                    setRemoved((ids) => (gone ? ids.filter((id) => id !== asset.id) : [...ids, asset.id]))
                  }
                  className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-fg-muted hover:bg-ink-900/6 hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {gone ? (
                    'Keep'
                  ) : (
                    <>
                      <XIcon className="size-4" /> Remove
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="outline"
            size="sm"
            disabled={saving}
            onClick={() => fileInput.current?.click()}
            aria-describedby="add-files-hint"
          >
            <PaperclipIcon className="size-4" /> Add files
          </Button>
          <p id="add-files-hint" className="min-w-0 text-xs text-fg-muted">
            Photos up to 25 MB; video, audio and documents up to 400 MB; up to {files.maxFiles} files
          </p>
        </div>
        <FilePickerInput
          ref={fileInput}
          label="Choose files to add"
          testId="edit-file-input"
          onFiles={(picked) => void files.add(picked)}
        />
        {files.messages.length > 0 && (
          <div
            role="alert"
            data-testid="edit-file-errors"
            className="rounded-xl bg-danger/6 px-4 py-3 text-sm font-medium text-danger"
          >
            {files.messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <AttachmentList attachments={files.added} locked={saving} onRemove={files.remove} />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button size="sm" loading={saving} onClick={() => void save()}>
          Save changes
        </Button>
      </div>
    </section>
  );
}
