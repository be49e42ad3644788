import { MESSAGE_MAX_LENGTH } from '@stride/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTER_THRESHOLD, Composer } from './composer';

function setup(onSend: (body: string) => Promise<unknown> = vi.fn(async () => undefined)) {
  render(<Composer onSend={onSend} />);
  return {
    box: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement,
    send: screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement,
    onSend,
  };
}

describe('Composer', () => {
  it('sends the trimmed text with Enter and empties the box', async () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: '  See you at the track  ' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('See you at the track');
    expect(box.value).toBe('');
  });

  it('leaves Shift+Enter to the textarea (a new line) and sends nothing', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: 'Line one' } });
    const event = fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(event).toBe(true); // not prevented: the browser inserts the line break
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send an empty or blank message', () => {
    const { box, send, onSend } = setup();
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   \n ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(send.disabled).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('is busy while sending: no second send, and the text stays when the send fails', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onSend = vi.fn(() => new Promise((_, fail) => (reject = fail)));
    const { box, onSend: spy } = setup(onSend);
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const send = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(box.readOnly).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(send);
    expect(spy).toHaveBeenCalledTimes(1);
    await act(async () => reject(new Error('Refused')));
    expect(box.value).toBe('Hello');
    expect(box.readOnly).toBe(false);
    expect(send.disabled).toBe(false);
  });

  it('stops at MESSAGE_MAX_LENGTH and shows a counter near the end', () => {
    const { box } = setup();
    expect(box.maxLength).toBe(MESSAGE_MAX_LENGTH);
    expect(screen.queryByText(/\/ 5,000/)).toBeNull();
    fireEvent.change(box, { target: { value: 'x'.repeat(COUNTER_THRESHOLD) } });
    expect(screen.getByText(`${COUNTER_THRESHOLD.toLocaleString('en-IE')} / 5,000`)).toBeTruthy();
  });

  it('ignores Enter while an input method is composing', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: 'にほん' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });
});
