/**
 * Records a voice note with MediaRecorder (webm, else mp4, else ogg) and hands it over as a File to be
 * attached like any other. A refused or missing microphone shows SPEC §8's permission message.
 */
import { UI_ERROR_MESSAGES } from '@stride/shared';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../ui/cn';
import { MicIcon, StopIcon } from './icons';
import { formatDuration, pickRecordingMimeType, recordingFileName } from './recording';

export interface AudioRecorderProps {
  onRecorded: (file: File) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/** The record button of the composer's bottom bar; while recording it becomes a timer with Stop. */
export function AudioRecorder({ onRecorded, onError, disabled }: AudioRecorderProps) {
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const cancelled = useRef(false);

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
  };
  useEffect(
    () => () => {
      cancelled.current = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [],
  );
  useEffect(() => {
    if (state !== 'recording') return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds((Date.now() - started) / 1000), 250);
    return () => clearInterval(timer);
  }, [state]);

  async function start() {
    onError(null);
    const type =
      typeof MediaRecorder === 'undefined'
        ? null
        : pickRecordingMimeType((mime) => MediaRecorder.isTypeSupported(mime));
    if (!type || !navigator.mediaDevices?.getUserMedia) {
      onError(UI_ERROR_MESSAGES.microphonePermission);
      return;
    }
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('idle');
      onError(UI_ERROR_MESSAGES.microphonePermission);
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, { mimeType: type.mimeType });
    recorder.current = media;
    cancelled.current = false;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      release();
      setState('idle');
      setSeconds(0);
      if (cancelled.current || chunks.length === 0) return;
      const mime = type.mimeType.split(';')[0]!;
      onRecorded(
        new File(chunks, recordingFileName(type.extension), { type: mime, lastModified: Date.now() }),
      );
    };
    media.start(1000);
    setState('recording');
  }

  function stop(keep: boolean) {
    cancelled.current = !keep;
    recorder.current?.stop();
  }

  if (state === 'recording') {
    return (
      <div
        className="flex items-center gap-1 rounded-full bg-danger/8 py-1 pr-1 pl-3"
        role="group"
        aria-label="Recording audio"
      >
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-danger" />
        <span
          className="min-w-10 text-sm font-semibold tabular-nums text-danger"
          aria-live="off"
          data-testid="recording-timer"
        >
          {formatDuration(seconds)}
        </span>
        <button
          type="button"
          onClick={() => stop(false)}
          className="h-8 rounded-full px-3 text-sm font-medium text-fg-muted hover:bg-ink-900/6 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25"
        >
          Discard
        </button>
        <button
          type="button"
          onClick={() => stop(true)}
          className="inline-flex h-8 items-center gap-1.5 rounded-full bg-danger px-3 text-sm font-semibold text-white hover:brightness-110 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-danger/30"
        >
          <StopIcon className="size-3.5" /> Stop recording
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void start()}
      disabled={disabled || state === 'starting'}
      aria-label="Record audio"
      title="Record audio"
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-fg-muted transition-colors',
        'hover:bg-ink-900/6 hover:text-fg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25 disabled:opacity-50',
      )}
    >
      <MicIcon className="size-5" />
      <span className="hidden sm:inline">Record</span>
    </button>
  );
}
