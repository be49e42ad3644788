/**
 * The write-a-post composer (SPEC §2, §5): where the post goes (syndicate, horse), what it says (rich
 * text with emoji), what comes with it (files by picker, drag-and-drop or paste; a voice note; a race
 * entry), and how it leaves (publish or save as draft, notify now or not). An empty draft sends nothing.
 */
import {
  DEFAULT_MAX_FILES,
  FORM_ERROR_TEXT,
  FORM_ERROR_TITLE,
  POST_MESSAGES,
  horseEntrySchema,
  isPostDraftEmpty,
} from '@stride/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { RichTextEditor } from '../ui/rich-text-editor';
import { AttachmentList } from './attachment-list';
import { type Attachment, attachmentKind, validateNewFiles } from './attachments';
import { AudioRecorder } from './audio-recorder';
import { ComposerOutcome } from './composer-outcome';
import { ComposerActionBar, DropHint, DropOverlay } from './composer-parts';
import { FilePickerInput } from './file-picker-input';
import { EMPTY_ENTRY, type EntryFormValues, HorseEntryFields } from './horse-entry-fields';
import { type HorseOption, HorsePicker } from './horse-picker';
import { AlertIcon, FlagIcon, PaperclipIcon } from './icons';
import { ResumeBanner } from './resume-banner';
import {
  type ScheduleChoice,
  ScheduleOutcome,
  SchedulePublishField,
  scheduleProblem,
  useScheduleAfterSave,
} from './schedule-publish';
import { SyndicateSelect } from './syndicate-select';
import { useBrowserApi } from './use-browser-api';
import { usePostSubmission } from './use-post-submission';

export interface ComposerProps {
  syndicates: readonly { id: number; name: string }[];
  horses: readonly (HorseOption & { syndicateId: number })[];
  /** App setting max_files (SPEC §3). */
  maxFiles?: number;
}

type FieldErrors = { syndicate?: string; horse?: string; comment?: string };
let nextAttachmentId = 1;

function toAttachment(file: File): Attachment {
  const preview =
    attachmentKind(file) === 'photo' && typeof URL.createObjectURL === 'function'
      ? URL.createObjectURL(file)
      : null;
  return { id: `a${nextAttachmentId++}`, file, progress: 0, state: 'ready', previewUrl: preview };
}

/** The composer card; owns the draft and hands submission to usePostSubmission. */
export function Composer({ syndicates, horses, maxFiles = DEFAULT_MAX_FILES }: ComposerProps) {
  const api = useBrowserApi();
  const [syndicateId, setSyndicateId] = useState<number | null>(
    syndicates.length === 1 ? syndicates[0]!.id : null,
  );
  const [horseId, setHorseId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [fileMessages, setFileMessages] = useState<string[]>([]);
  const [entryOpen, setEntryOpen] = useState(false);
  const [entry, setEntry] = useState<EntryFormValues>(EMPTY_ENTRY);
  const [entryErrors, setEntryErrors] = useState<Partial<Record<keyof EntryFormValues, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notify, setNotify] = useState(true);
  const [micError, setMicError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  const submission = usePostSubmission(api, setAttachments);
  const [schedule, setSchedule] = useState<ScheduleChoice>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  // The schedule sent once saved: only when the author pressed Publish with "Publish later" on.
  const [scheduleOnSave, setScheduleOnSave] = useState<ScheduleChoice>(null);
  const scheduled = useScheduleAfterSave(api, submission.state, scheduleOnSave);
  const { phase } = submission.state;
  const locked = phase !== 'editing';

  const syndicateHorses = horses.filter((horse) => horse.syndicateId === syndicateId);
  const entryStarted = entryOpen && Object.values(entry).some((value) => value.trim() !== '');
  const empty = isPostDraftEmpty({
    comment,
    filesMeta: attachments,
    horseEntry: entryStarted ? entry : undefined,
  });

  // On unmount, free the preview URLs of the files still attached (the ref holds the latest list; a
  // cleanup closing over `attachments` would only see the first, empty one).
  const attachmentsRef = useRef(attachments);
  attachmentsRef.current = attachments;
  useEffect(
    () => () => attachmentsRef.current.forEach((a) => a.previewUrl && URL.revokeObjectURL(a.previewUrl)),
    [],
  );

  const addFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0 || locked) return;
      const messages = await validateNewFiles(
        attachments.map((a) => ({ name: a.file.name, size: a.file.size, type: a.file.type })),
        files,
        maxFiles,
      );
      setFileMessages(messages);
      if (messages.length === 0) setAttachments((current) => [...current, ...files.map(toAttachment)]);
    },
    [attachments, locked, maxFiles],
  );

  function removeAttachment(id: string) {
    setAttachments((current) => {
      const gone = current.find((a) => a.id === id);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((a) => a.id !== id);
    });
    setFileMessages([]);
  }

  async function submit(publishNow: boolean) {
    if (empty || locked) return; // SPEC §4: an empty draft does nothing.
    // A scheduled update is saved unpublished, then scheduled (schedule-publish.tsx).
    const publish = publishNow && schedule === null;
    const problem = publishNow && schedule !== null ? scheduleProblem(schedule, new Date()) : null;
    setScheduleError(problem);
    if (problem) return;
    setScheduleOnSave(publishNow ? schedule : null);
    const errors: FieldErrors = {};
    if (syndicateId === null) errors.syndicate = POST_MESSAGES.syndicateRequired;
    if (horseId === null) errors.horse = POST_MESSAGES.horseRequired;
    let horseEntry = null;
    const nextEntryErrors: typeof entryErrors = {};
    if (entryStarted) {
      const parsed = horseEntrySchema.safeParse(entry);
      if (parsed.success) horseEntry = parsed.data;
      else
        for (const issue of parsed.error.issues)
          nextEntryErrors[issue.path[0] as keyof EntryFormValues] ??= issue.message;
    }
    setFieldErrors(errors);
    setEntryErrors(nextEntryErrors);
    if (Object.keys(errors).length > 0 || Object.keys(nextEntryErrors).length > 0) {
      requestAnimationFrame(() => errorSummary.current?.focus());
      return;
    }
    const files = attachments.map((a) => a.file);
    await submission.submit(
      {
        syndicateId: syndicateId!,
        horseId: horseId!,
        comment,
        files: files.map((file) => ({ name: file.name, size: file.size, type: file.type })),
        horseEntry,
        publish,
        notify,
      },
      files,
    );
  }

  function startOver() {
    attachments.forEach((a) => a.previewUrl && URL.revokeObjectURL(a.previewUrl));
    setAttachments([]);
    setComment('');
    setHorseId(null);
    setEntry(EMPTY_ENTRY);
    setEntryOpen(false);
    setFileMessages([]);
    submission.reset();
  }

  const hasErrors = Boolean(
    fieldErrors.syndicate || fieldErrors.horse || Object.keys(entryErrors).length > 0,
  );
  const apiViolations = submission.state.violations;

  return (
    <div
      className="relative"
      onDragEnter={(event) => {
        if (!locked && Array.from(event.dataTransfer.types).includes('Files')) setDragging(true);
      }}
      onDragOver={(event) => {
        if (Array.from(event.dataTransfer.types).includes('Files')) event.preventDefault();
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void addFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <ResumeBanner
        store={submission.store}
        disabled={locked}
        onResume={(pending, files) => {
          setAttachments(files.map(toAttachment));
          void submission.resume(pending, files);
        }}
      />
      {(hasErrors || apiViolations.length > 0) && (
        <div
          ref={errorSummary}
          tabIndex={-1}
          role="alert"
          className="mb-5 flex gap-3 rounded-card border border-danger/30 bg-danger/5 p-4 focus:outline-none"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <div>
            <p className="font-semibold text-fg">{FORM_ERROR_TITLE}</p>
            <p className="text-sm text-fg-muted">{FORM_ERROR_TEXT}</p>
            {apiViolations.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm text-danger">
                {apiViolations.map((v) => (
                  <li key={`${v.propertyPath}${v.message}`}>{v.message}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      <section
        aria-labelledby="audience-heading"
        className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="audience-heading" className="text-xs font-bold tracking-[0.14em] text-fg-subtle uppercase">
          Post to
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SyndicateSelect
            syndicates={syndicates}
            value={syndicateId}
            disabled={locked}
            error={fieldErrors.syndicate}
            onChange={(id) => {
              setSyndicateId(id);
              setHorseId(null);
              setFieldErrors((e) => ({ ...e, syndicate: undefined }));
            }}
          />
          <HorsePicker
            horses={syndicateHorses}
            value={horseId}
            disabled={locked || syndicateId === null}
            error={fieldErrors.horse}
            onChange={(id) => {
              setHorseId(id);
              setFieldErrors((e) => ({ ...e, horse: undefined }));
            }}
          />
        </div>
      </section>

      <section
        aria-label="Update"
        className="mt-4 rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6"
      >
        <RichTextEditor
          label="Update"
          placeholder="What’s the latest from the yard?"
          value={comment}
          onChange={setComment}
          onFiles={(files) => void addFiles(files)}
          disabled={locked}
          actions={
            <>
              <button
                type="button"
                disabled={locked}
                onClick={() => fileInput.current?.click()}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-fg-muted hover:bg-ink-900/6 hover:text-fg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25 disabled:opacity-50"
              >
                <PaperclipIcon className="size-5" />
                <span>Add files</span>
              </button>
              <AudioRecorder
                disabled={locked}
                onError={setMicError}
                onRecorded={(file) => void addFiles([file])}
              />
              <button
                type="button"
                disabled={locked}
                aria-expanded={entryOpen}
                aria-controls="race-entry"
                onClick={() => setEntryOpen((open) => !open)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-fg-muted hover:bg-ink-900/6 hover:text-fg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25 disabled:opacity-50',
                  entryOpen && 'bg-brand-soft text-fg',
                )}
              >
                <FlagIcon className="size-5" />
                <span>Race entry</span>
              </button>
            </>
          }
        />
        <FilePickerInput
          ref={fileInput}
          label="Choose files to attach"
          testId="file-input"
          onFiles={(picked) => void addFiles(picked)}
        />
        {micError && (
          <p role="alert" className="mt-3 flex items-center gap-2 text-sm font-medium text-danger">
            <AlertIcon className="size-4" /> {micError}
          </p>
        )}
        {fileMessages.length > 0 && (
          <div
            role="alert"
            data-testid="file-errors"
            className="mt-3 rounded-xl bg-danger/6 px-4 py-3 text-sm font-medium text-danger"
          >
            {fileMessages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <div className="mt-4">
          {attachments.length === 0 && !locked ? (
            <DropHint maxFiles={maxFiles} onBrowse={() => fileInput.current?.click()} />
          ) : (
            <AttachmentList attachments={attachments} locked={locked} onRemove={removeAttachment} />
          )}
        </div>
      </section>

      {entryOpen && (
        <section
          id="race-entry"
          aria-labelledby="entry-heading"
          className="mt-4 rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6"
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 id="entry-heading" className="flex items-center gap-2 text-lg font-bold text-fg">
              <FlagIcon className="size-5 text-brand-ink" /> Race entry
            </h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={locked}
              onClick={() => {
                setEntryOpen(false);
                setEntry(EMPTY_ENTRY);
                setEntryErrors({});
              }}
            >
              Remove
            </Button>
          </div>
          <HorseEntryFields values={entry} onChange={setEntry} errors={entryErrors} disabled={locked} />
        </section>
      )}

      <ComposerOutcome
        state={submission.state}
        canPublishAnyway={submission.publishIntent}
        onRetry={() => void submission.retry()}
        onPublishAnyway={() => void submission.publishAnyway()}
        onStartOver={startOver}
      />

      <ScheduleOutcome {...scheduled} />
      {phase !== 'done' && (
        <SchedulePublishField
          value={schedule}
          onChange={setSchedule}
          disabled={locked}
          error={scheduleError}
        />
      )}
      {phase !== 'done' && (
        <ComposerActionBar
          notify={notify}
          onNotifyChange={setNotify}
          disabled={empty || locked}
          saving={phase === 'saving'}
          error={phase === 'editing' ? submission.state.error : null}
          onSubmit={(publish) => void submit(publish)}
        />
      )}

      {dragging && <DropOverlay />}
    </div>
  );
}
