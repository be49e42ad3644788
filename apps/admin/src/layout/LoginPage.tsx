/**
 * The console's sign-in screen: one button that starts the same OAuth code + PKCE sign-in as the site
 * (the provider's own login page), and the reason when a sign-in failed or the account may not enter.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Button, useLogin } from 'react-admin';

export function LoginPage({ problem }: { problem?: string | null }) {
  const login = useLogin();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #1f2a44 0%, #3b1f36 100%)',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Stride back office
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For administrators and racing managers. You sign in with your Stride account.
          </Typography>
          {problem && (
            <Typography role="alert" color="error" variant="body2">
              {problem}
            </Typography>
          )}
          <Button
            label="Sign in with Stride"
            variant="contained"
            size="large"
            onClick={() => void login({})}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
