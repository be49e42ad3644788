import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceNotice } from './maintenance-notice';

describe('MaintenanceNotice', () => {
  it('flags a whitelisted visitor while maintenance is on', () => {
    render(<MaintenanceNotice status={{ active: true, whitelisted: true }} />);
    expect(screen.getByRole('status').textContent).toContain('Maintenance mode is on');
  });

  it('shows nothing otherwise', () => {
    for (const status of [
      { active: false, whitelisted: false },
      { active: true, whitelisted: false },
      null,
    ]) {
      const { container, unmount } = render(<MaintenanceNotice status={status} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
