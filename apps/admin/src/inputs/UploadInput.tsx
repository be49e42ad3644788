/**
 * A file input bound to a storage-key field (logoKey, imageKey, videoKey …): the chosen file goes to
 * POST /api/admin/uploads (checked there by its content) and the answered key is what the form saves.
 * Shows the current image or video, and the server's message when a file is refused.
 */
import { useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { StrideDataProvider } from '../data/data-provider';
import { mediaUrl } from './media';

export interface UploadInputProps {
  source: string;
  label: string;
  kind?: 'image' | 'video';
  helperText?: string;
}

/** The upload field. */
export function UploadInput({ source, label, kind = 'image', helperText }: UploadInputProps) {
  const { field, fieldState } = useInput({ source });
  const dataProvider = useDataProvider<StrideDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const url = mediaUrl(field.value as string | null);
  const inputId = `upload-${source}`;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const uploaded = await dataProvider.upload(file);
      field.onChange(uploaded.key);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Error occurred while uploading files.';
      setProblem(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ my: 1.5 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {url && kind === 'image' && (
          <img
            src={url}
            alt={label}
            style={{ maxHeight: 72, maxWidth: 160, borderRadius: 6, border: '1px solid #ddd' }}
          />
        )}
        {url && kind === 'video' && <video src={url} controls style={{ maxHeight: 96, maxWidth: 200 }} />}
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
          {busy ? 'Uploading…' : url ? 'Replace' : 'Upload'}
          <input
            id={inputId}
            aria-label={label}
            hidden
            type="file"
            accept={kind === 'image' ? 'image/png,image/jpeg,image/webp,image/gif' : 'video/mp4'}
            onChange={(e) => void onChange(e)}
          />
        </Button>
        {url && (
          <Button size="small" onClick={() => field.onChange(null)} disabled={busy}>
            Remove
          </Button>
        )}
      </Stack>
      {(problem ?? fieldState.error?.message) && (
        <FormHelperText error>{problem ?? fieldState.error?.message}</FormHelperText>
      )}
      {helperText && !problem && <FormHelperText>{helperText}</FormHelperText>}
    </Box>
  );
}
