import { cn } from '../ui/cn';

/** Splits plain text into paragraphs at blank lines; single line breaks stay inside their paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Plain text written in the back office (pedigree analysis, trainer thoughts) as readable paragraphs. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-4 text-[1.0625rem] leading-8 text-fg-muted', className)}>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
