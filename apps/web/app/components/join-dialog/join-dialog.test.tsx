import { STORAGE_KEYS } from '@stride/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/visitor-forms/form-result';
import type { JoinDialogData } from './join-data';
import { JoinDialog } from './join-dialog';

const SUMMARY: JoinDialogData = {
  syndicate: { id: 3, name: 'Green Door Racing', countryName: 'Ireland', logoUrl: null },
  countries: {
    choices: [
      { value: 'IE', label: 'Ireland' },
      { value: 'GB', label: 'United Kingdom' },
    ],
    preferredChoices: [],
  },
};

const MEMBER = {
  id: 7,
  email: 'niamh@example.com',
  phone: '+353861234567',
  firstname: 'Niamh',
  lastname: 'Kelly',
  dateOfBirth: '1985-06-15',
  address: '1 Main Street',
  address2: null,
  city: 'Cork',
  postalCode: null,
  countryCode: 'IE',
  syndicates: [],
};

let posted: Record<string, unknown>[] = [];
let answer: (body: Record<string, unknown>) => FormResult = () => ({ ok: true, data: {} });

function renderApp(options: { user?: typeof MEMBER | null; path?: string } = {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ env: { PUBLIC_API_URL: '' }, user: options.user ?? null }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <JoinDialog />
        </>
      ),
      children: [
        {
          index: true,
          Component: () => (
            <button type="button" data-join-syndicate="3">
              Request info
            </button>
          ),
        },
        {
          path: 'forms/join-request/',
          // Slow on purpose: a background reload after the action must not unmount the half-filled form.
          loader: async ({ request }) => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return new URL(request.url).searchParams.get('syndicate') === '3'
              ? SUMMARY
              : { syndicate: null, countries: null };
          },
          action: async ({ request }) => {
            const body = (await request.json()) as Record<string, unknown>;
            posted.push(body);
            return answer(body);
          },
        },
        { path: 'syndicates/', Component: () => <p>Syndicates list</p> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[options.path ?? '/']} />);
}

async function openFromButton() {
  fireEvent.click(await screen.findByRole('button', { name: 'Request info' }));
  return screen.findByRole('dialog', { name: 'Green Door Racing' });
}

function fill(dialog: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  posted = [];
  answer = () => ({ ok: true, data: {} });
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('JoinDialog for a visitor', () => {
  it('opens from a data-join-syndicate element with the logo, name and country, and the sign-in prompt', async () => {
    renderApp();
    const dialog = await openFromButton();
    expect(within(dialog).getByText('Ireland')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login/?redirect=%2F',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/register/?redirect=%2F',
    );
    expect(localStorage.getItem(STORAGE_KEYS.pendingSyndicateId)).toBe('3');
  });

  it('gates submit on the terms box and checks the fields with the SPEC messages first', async () => {
    renderApp();
    const dialog = await openFromButton();
    const submit = await within(dialog).findByRole('button', { name: 'Send request' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    expect(submit.hasAttribute('disabled')).toBe(false);
    fill(dialog, /^Email/, 'not-an-email');
    fill(dialog, /^Phone/, '12345');
    await act(async () => fireEvent.click(submit));
    expect(await within(dialog).findByText('Please add a first name before submission')).toBeTruthy();
    expect(within(dialog).getByText('Email incorrect format')).toBeTruthy();
    expect(within(dialog).getByText('Phone number must be between 10 and 20 characters')).toBeTruthy();
    expect(within(dialog).getByText('Form Requires Attention')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows server violations on firstname, lastname, email and phone, then the success dialog', async () => {
    answer = () => ({
      ok: false,
      status: 422,
      message: 'Validation failed',
      violations: [
        { propertyPath: 'firstname', message: 'Server says first name' },
        { propertyPath: 'lastname', message: 'Server says last name' },
        { propertyPath: 'email', message: 'Server says email' },
        { propertyPath: 'phone', message: 'Server says phone' },
      ],
    });
    renderApp();
    const dialog = await openFromButton();
    await within(dialog).findByRole('button', { name: 'Send request' });
    fill(dialog, /^First name/, 'Ciara');
    fill(dialog, /^Last name/, 'Walsh');
    fill(dialog, /^Email/, 'ciara@example.com');
    fill(dialog, /^Phone/, '+353 87 123 4567');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' })));
    for (const message of [
      'Server says first name',
      'Server says last name',
      'Server says email',
      'Server says phone',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(posted[0]).toMatchObject({
      firstname: 'Ciara',
      lastname: 'Walsh',
      email: 'ciara@example.com',
      phone: '+353 87 123 4567',
      syndicate: 3,
    });

    answer = () => ({ ok: true, data: {} });
    // The page's data reloads after every submit; the button is busy until it has.
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    await act(async () => fireEvent.click(send));
    const success = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(within(success).getByRole('link', { name: 'View syndicates' }).getAttribute('href')).toBe(
      '/syndicates/',
    );
    expect(within(success).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(success).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us/',
    );
    expect(localStorage.getItem(STORAGE_KEYS.pendingSyndicateId)).toBeNull();
    fireEvent.click(within(success).getByRole('link', { name: 'View syndicates' }));
    expect(await screen.findByText('Syndicates list')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets the pending syndicate when closed', async () => {
    renderApp();
    const dialog = await openFromButton();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.pendingSyndicateId)).toBeNull();
  });

  it('opens from a ?join= query', async () => {
    renderApp({ path: '/?join=3' });
    expect(await screen.findByRole('dialog', { name: 'Green Door Racing' })).toBeTruthy();
  });

  it('says so when the syndicate cannot be found', async () => {
    renderApp({ path: '/?join=99' });
    expect(await screen.findByRole('dialog', { name: 'Syndicate not available' })).toBeTruthy();
  });
});

describe('JoinDialog for a signed-in user', () => {
  it('reopens for the pending syndicate after sign-in with the form prefilled from the profile', async () => {
    localStorage.setItem(STORAGE_KEYS.pendingSyndicateId, '3');
    renderApp({ user: MEMBER });
    const dialog = await screen.findByRole('dialog', { name: 'Green Door Racing' });
    expect(within(dialog).queryByRole('link', { name: 'Log In' })).toBeNull();
    await within(dialog).findByRole('button', { name: 'Send request' });
    expect((within(dialog).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Niamh');
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('niamh@example.com');
    // Shown in the site's locale (en-IE), sent as ISO (below).
    expect((within(dialog).getByLabelText(/^Date of birth/) as HTMLInputElement).value).toBe('15/06/1985');
    expect((within(dialog).getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('IE');
    expect((within(dialog).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Cork');

    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' })));
    expect(await screen.findByRole('dialog', { name: 'Request sent' })).toBeTruthy();
    expect(posted[0]).toMatchObject({
      firstname: 'Niamh',
      countryCode: 'IE',
      dateOfBirth: '1985-06-15',
      syndicate: 3,
    });
    expect(posted[0]).not.toHaveProperty('terms');
    expect(localStorage.getItem(STORAGE_KEYS.pendingSyndicateId)).toBeNull();
  });

  it('shows a refusal that belongs to no field above the form', async () => {
    answer = () => ({
      ok: false,
      status: 409,
      message: 'You are already a member of this syndicate',
      violations: [],
    });
    renderApp({ user: MEMBER });
    const dialog = await openFromButton();
    await within(dialog).findByRole('button', { name: 'Send request' });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' })));
    expect(await within(dialog).findByText('You are already a member of this syndicate')).toBeTruthy();
  });
});
