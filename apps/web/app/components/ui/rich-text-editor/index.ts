export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { carriesFiles, carriesOnlyFiles, transformPastedHtml } from './paste';
