/**
 * Race data (issue 15, decision 021): upload a racecard or results file (CSV or JSON, format v1 in
 * docs/race-data), preview what it would change, then import it; and the feed providers' API keys per
 * syndicate (created — shown once — and revoked). Managers see only their syndicates' horses and keys;
 * stable staff import for their syndicates' horses and see no keys (decision 027): the API decides.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { Title, usePermissions } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, TextField, Typography } from '@mui/material';
import type { RaceImportResult } from '@stride/shared';
import { apiRequest } from '../data/http';

interface KeyRow {
  id: number;
  syndicateId: number;
  syndicateName: string;
  name: string;
  keyPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The import body of a chosen file: JSON files are sent as they are, anything else as CSV text. */
function bodyOf(name: string, text: string, dryRun: boolean): Record<string, unknown> {
  if (name.toLowerCase().endsWith('.json')) {
    try {
      return { ...(JSON.parse(text) as Record<string, unknown>), dryRun };
    } catch {
      return { version: null, rows: [], dryRun };
    }
  }
  return { csv: text, dryRun };
}

const ACTION_COLOURS = { create: 'success', update: 'info', unchanged: 'default', error: 'error' } as const;

function problemOf(error: unknown): string {
  const body = (error as { body?: { errors?: { file?: string } } }).body;
  return body?.errors?.file ?? (error as Error).message ?? 'The file could not be imported';
}

function ImportPanel() {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<RaceImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setResult(null);
    setProblem(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  }

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = bodyOf(file.name, file.text, dryRun);
      setResult(
        await apiRequest<RaceImportResult>('/admin/race-data/imports', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    } catch (error) {
      setResult(null);
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ mb: 3, minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Import a racecard or results file
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          CSV or JSON, format version 1 (one row per runner; off times in Irish time). Preview first: nothing
          is saved until you import.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" component="label">
            Choose file
            <input
              hidden
              type="file"
              accept=".csv,.json,text/csv,application/json"
              aria-label="Race data file"
              onChange={(e) => void choose(e)}
            />
          </Button>
          <Typography variant="body2">{file?.name ?? 'No file chosen'}</Typography>
          <Button variant="contained" disabled={!file || busy} onClick={() => void send(true)}>
            Preview
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={!file || busy || !result?.dryRun}
            onClick={() => void send(false)}
          >
            Import
          </Button>
        </Box>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {result && (
          <Box sx={{ mt: 2 }}>
            <Alert severity={result.summary.error > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
              {result.dryRun ? 'Preview' : 'Imported'}: {result.summary.create} new, {result.summary.update}{' '}
              updated, {result.summary.unchanged} unchanged, {result.summary.error} with errors
              {result.dryRun ? '' : ' (rows with errors were not saved)'}.
            </Alert>
            <Box
              component="ol"
              aria-label="Import rows"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
              {result.rows.map((row) => (
                <Box
                  component="li"
                  key={row.row}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 1.5,
                    overflowWrap: 'anywhere',
                  }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2" component="span">
                      Row {row.row}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                      {row.horse?.name ?? row.horseInput}
                    </Typography>
                    {row.updateType && (
                      <Typography variant="body2" component="span">
                        {row.updateType}
                      </Typography>
                    )}
                    <Chip size="small" label={row.action} color={ACTION_COLOURS[row.action]} />
                  </Box>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {row.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}
                    {row.suggestions.length > 0 ? ` — did you mean ${row.suggestions.join(', ')}?` : ''}
                    {row.errors.length === 0 && row.changes.length > 0
                      ? `${row.action === 'update' ? 'Changes' : 'Sets'} ${row.changes.join(', ')}`
                      : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function KeysPanel() {
  const [keys, setKeys] = useState<KeyRow[]>([]);
  const [syndicates, setSyndicates] = useState<{ id: number; name: string }[]>([]);
  const [syndicateId, setSyndicateId] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function load() {
    setKeys((await apiRequest<{ data: KeyRow[] }>('/admin/race-data-keys')).data);
  }
  useEffect(() => {
    void load();
    void apiRequest<{ data: { id: number; name: string }[] }>('/admin/syndicates?itemsPerPage=100').then(
      (r) => setSyndicates(r.data),
    );
  }, []);

  async function create() {
    setProblem(null);
    try {
      const answer = await apiRequest<{ key: string }>('/admin/race-data-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ syndicateId, name }),
      });
      setCreated(answer.key);
      setName('');
      await load();
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  async function revoke(id: number) {
    await apiRequest(`/admin/race-data-keys/${id}`, { method: 'DELETE' });
    await load();
  }

  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Feed API keys
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          A feed provider sends the same files to <code>POST /api/race-data/imports</code> with the key in the{' '}
          <code>X-Api-Key</code> header. A key reaches one syndicate&apos;s horses.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            select
            size="small"
            label="Syndicate"
            value={syndicateId}
            onChange={(e) => setSyndicateId(Number(e.target.value))}
            sx={{ minWidth: 220 }}
          >
            {syndicates.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="Key name" value={name} onChange={(e) => setName(e.target.value)} />
          <Button
            variant="contained"
            disabled={syndicateId === '' || !name.trim()}
            onClick={() => void create()}
          >
            Create key
          </Button>
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        {created && (
          <Alert severity="info" sx={{ mb: 2, wordBreak: 'break-all' }} onClose={() => setCreated(null)}>
            Copy this key now, it is not shown again: <code>{created}</code>
          </Alert>
        )}
        {keys.length === 0 && <Typography variant="body2">No keys yet.</Typography>}
        <Box
          component="ul"
          aria-label="API keys"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {keys.map((key) => (
            <Box
              component="li"
              key={key.id}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {key.name}
              </Typography>
              <Typography variant="body2">{key.syndicateName}</Typography>
              <Typography variant="body2" component="code">
                {key.keyPrefix}…
              </Typography>
              <Typography variant="body2">
                Last used: {key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString() : 'never'}
              </Typography>
              {key.revokedAt ? (
                <Typography variant="body2">Revoked</Typography>
              ) : (
                <Button size="small" color="error" onClick={() => void revoke(key.id)}>
                  Revoke
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The back office's race data screen (list view of the `race-data` resource). */
export function RaceDataPage() {
  // Feed keys are for administrators and managers; stable staff only import (decision 027).
  const { permissions } = usePermissions<string>();
  return (
    // minWidth 0: inside react-admin's flex layout a wide table must scroll in its box, not widen the page.
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%', overflowX: 'hidden' }}>
      <Title title="Race data" />
      <ImportPanel />
      {(permissions === 'admin' || permissions === 'manager') && <KeysPanel />}
    </Box>
  );
}
