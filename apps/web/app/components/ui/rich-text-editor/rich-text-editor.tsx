/**
 * The shared rich-text editor (SPEC §2 "Shared pieces"): Tiptap with bold, italic and lists, an emoji
 * picker at the bottom, and the paste rules of write-a-post — pasted files are stripped (or handed to
 * `onFiles`), pasted HTML is sanitised and headings become bold paragraphs (paste.ts).
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../cn';
import './rich-text-editor.css';
import { Spinner } from '../spinner';
import { carriesFiles, carriesOnlyFiles, transformPastedHtml } from './paste';

const EmojiPanel = lazy(() => import('./emoji-panel'));

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  placeholder?: string;
  error?: string | null;
  /** Files dropped or pasted into the editor; without it they are simply ignored. */
  onFiles?: (files: File[]) => void;
  disabled?: boolean;
  className?: string;
  /** Extra actions in the bottom bar, after the emoji button (e.g. attach, record). */
  actions?: React.ReactNode;
}

function ToolbarButton({
  label,
  active,
  onClick,
  children,
  disabled,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: React.ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-lg text-sm font-semibold text-fg-muted transition-colors',
        'hover:bg-ink-900/6 hover:text-fg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25',
        'disabled:opacity-50',
        active && 'bg-ink-900/8 text-fg',
      )}
    >
      {children}
    </button>
  );
}

/** A labelled Tiptap editor with formatting toolbar and bottom emoji picker; value is HTML. */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder = 'Write something…',
  error,
  onFiles,
  disabled = false,
  className,
  actions,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const [emojiOpen, setEmojiOpen] = useState(false);
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: 'noopener noreferrer nofollow' } },
      }),
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class:
          'rte-content min-h-40 max-h-[50vh] overflow-y-auto px-4 py-3 text-base leading-7 text-fg focus:outline-none',
      },
      transformPastedHTML: transformPastedHtml,
      handlePaste: (_view, event) => {
        const data = event.clipboardData;
        if (!carriesFiles(data)) return false;
        if (data && onFilesRef.current) onFilesRef.current(Array.from(data.files));
        // Files never go into the text; a mixed paste keeps its text part.
        return carriesOnlyFiles(data);
      },
      handleDrop: (_view, event) => {
        const data = (event as DragEvent).dataTransfer;
        if (!carriesFiles(data)) return false;
        if (data && onFilesRef.current) onFilesRef.current(Array.from(data.files));
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Outside resets (after publishing) clear the editor.
  useEffect(() => {
    if (!editor) return;
    if (value === '' && !editor.isEmpty) editor.commands.clearContent();
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
    }),
  });

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-semibold text-fg">
        {label}
      </span>
      <div
        className={cn(
          'overflow-hidden rounded-control border bg-surface shadow-[inset_0_1px_2px_rgb(12_19_38/0.04)] transition-[border-color,box-shadow]',
          'focus-within:border-brand-ink focus-within:ring-4 focus-within:ring-brand/25',
          error ? 'border-danger' : 'border-line',
        )}
      >
        <div
          role="toolbar"
          aria-label="Formatting"
          className="flex items-center gap-0.5 border-b border-line/70 px-2 py-1.5"
        >
          <ToolbarButton
            label="Bold"
            active={marks?.bold}
            disabled={disabled}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          >
            <span className="font-extrabold">B</span>
          </ToolbarButton>
          <ToolbarButton
            label="Italic"
            active={marks?.italic}
            disabled={disabled}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          >
            <span className="font-serif italic">I</span>
          </ToolbarButton>
          <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
          <ToolbarButton
            label="Bulleted list"
            active={marks?.bullet}
            disabled={disabled}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M9 6h11M9 12h11M9 18h11" />
              <circle cx="4.5" cy="6" r="1" fill="currentColor" />
              <circle cx="4.5" cy="12" r="1" fill="currentColor" />
              <circle cx="4.5" cy="18" r="1" fill="currentColor" />
            </svg>
          </ToolbarButton>
          <ToolbarButton
            label="Numbered list"
            active={marks?.ordered}
            disabled={disabled}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M10 6h10M10 12h10M10 18h10M4 5l1-1v4M3.5 14.5a1.2 1.2 0 1 1 2 1L3.5 18h2.5" />
            </svg>
          </ToolbarButton>
        </div>
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div aria-hidden="true" className="min-h-40 px-4 py-3 text-base leading-7 text-fg-subtle/80">
            {placeholder}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-1 border-t border-line/70 px-2 py-1.5">
          <ToolbarButton
            label={emojiOpen ? 'Close emoji picker' : 'Add emoji'}
            active={emojiOpen}
            disabled={disabled}
            onClick={() => setEmojiOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
            </svg>
          </ToolbarButton>
          {actions}
        </div>
        {emojiOpen && (
          <div className="border-t border-line/70" data-testid="emoji-picker">
            <Suspense
              fallback={
                <div className="grid h-80 place-items-center">
                  <Spinner label="Loading emoji" />
                </div>
              }
            >
              <EmojiPanel onPick={(emoji) => editor?.chain().focus().insertContent(emoji).run()} />
            </Suspense>
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
