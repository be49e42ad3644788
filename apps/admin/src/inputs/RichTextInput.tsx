/**
 * Rich text as HTML with a live preview. The API sanitises on save (apps/api/src/lib/sanitize.ts); the
 * preview renders in a sandboxed frame so nothing typed here can run script in the console.
 */
import { Box, Typography } from '@mui/material';
import { TextInput, useInput } from 'react-admin';

export function RichTextInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  const html = typeof field.value === 'string' ? field.value : '';
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        source={source}
        label={label}
        multiline
        minRows={6}
        fullWidth
        helperText="HTML: p, h2–h6, strong, em, a, ul/ol, img, table. Scripts and styles are removed on save."
      />
      <Typography variant="caption" color="text.secondary">
        Preview
      </Typography>
      <iframe
        title={`${label} preview`}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;margin:12px;color:#1f2937}img{max-width:100%}</style>${html}`}
        style={{
          width: '100%',
          minHeight: 140,
          border: '1px solid #e5e7eb',
          borderRadius: 6,
          background: '#fff',
        }}
      />
    </Box>
  );
}
