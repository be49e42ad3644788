/**
 * The emoji picker at the bottom of the rich-text editor (SPEC §2: no search): emoji-picker-react with
 * native emoji, loaded only when first opened so the editor stays light.
 */
import EmojiPicker, { EmojiStyle, SuggestionMode, Theme } from 'emoji-picker-react';

export interface EmojiPanelProps {
  onPick: (emoji: string) => void;
}

/** The picker itself; default export for React.lazy. */
export default function EmojiPanel({ onPick }: EmojiPanelProps) {
  return (
    <EmojiPicker
      onEmojiClick={(data) => onPick(data.emoji)}
      emojiStyle={EmojiStyle.NATIVE}
      theme={Theme.LIGHT}
      searchDisabled
      skinTonesDisabled
      lazyLoadEmojis
      suggestedEmojisMode={SuggestionMode.RECENT}
      previewConfig={{ showPreview: false }}
      width="100%"
      height={320}
    />
  );
}
