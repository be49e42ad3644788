/**
 * The sign-in screen shown before any session exists, without react-admin or Material UI (decision 026):
 * it paints at once while the console's code downloads in the background, and starts the same OAuth code
 * + PKCE sign-in as the console's own LoginPage (which stays for sessions that end inside the console).
 */
import { useEffect, useState } from 'react';
import { beginSignIn } from '../auth/session';

const styles = {
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    background: 'linear-gradient(135deg, #1f2a44 0%, #3b1f36 100%)',
    padding: 16,
    margin: 0,
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
  },
  card: {
    width: '100%',
    maxWidth: 380,
    boxSizing: 'border-box',
    display: 'grid',
    gap: 16,
    padding: 32,
    background: '#fff',
    borderRadius: 8,
    boxShadow: '0 2px 6px rgba(0,0,0,.2)',
  },
  title: { margin: 0, fontSize: '1.5rem', fontWeight: 700, color: 'rgba(0,0,0,.87)' },
  text: { margin: 0, fontSize: '0.875rem', lineHeight: 1.43, color: 'rgba(0,0,0,.6)' },
  problem: { margin: 0, fontSize: '0.875rem', color: '#d32f2f' },
  button: {
    padding: '8px 22px',
    fontSize: '0.9375rem',
    fontWeight: 500,
    letterSpacing: '0.02857em',
    textTransform: 'uppercase',
    color: '#fff',
    background: '#1f2a44',
    border: 0,
    borderRadius: 8,
    cursor: 'pointer',
    minHeight: 42,
  },
} as const;

/** One button that starts the sign-in; the reason a previous sign-in failed, when there is one. */
export function QuickSignIn({ problem, preload }: { problem: string | null; preload: () => void }) {
  const [busy, setBusy] = useState(false);
  // The console's code is fetched while the visitor reads this screen.
  useEffect(preload, [preload]);
  return (
    <main style={styles.page}>
      <div style={styles.card}>
        <h1 style={styles.title}>Stride back office</h1>
        <p style={styles.text}>
          For administrators and racing managers. You sign in with your Stride account.
        </p>
        {problem && (
          <p role="alert" style={styles.problem}>
            {problem}
          </p>
        )}
        <button
          type="button"
          style={styles.button}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void beginSignIn('#/');
          }}
        >
          Sign in with Stride
        </button>
      </div>
    </main>
  );
}
